import { describe, expect, it } from 'vitest';
import {
  authMessages,
  cartMessages,
  clientDataMessages,
  confirmationErrors,
  documentMessages,
  loginErrors,
  registrationErrors,
  routerMessages,
} from './messages';

// Texts copied from spec §8, character for character: the catalogue must use them to the letter.
describe('catálogo de mensajes (spec §8)', () => {
  it('confirmación', () => {
    expect(confirmationErrors).toMatchObject({
      CodeMismatchException: 'El código ingresado no es válido. Verifica e intenta de nuevo.',
      ExpiredCodeException: 'El código ha expirado. Solicita uno nuevo.',
      LimitExceededException: 'Has intentado demasiadas veces. Intenta más tarde.',
      UserNotFoundException: 'No se encontró un usuario con ese dato.',
      TooManyRequestsException: 'Hay demasiadas solicitudes. Por favor, espera un momento.',
      default: 'Ocurrió un error al procesar tu solicitud. Intenta nuevamente.',
    });
    // The spec only describes these two; they must still say what it describes.
    expect(confirmationErrors.InvalidPasswordException).toMatch(/8 caracteres/);
    expect(confirmationErrors.InvalidParameterException).not.toBe('');
    expect(authMessages.confirmationSuccess).toBe('Usuario confirmado exitosamente.');
  });

  it('inicio de sesión', () => {
    expect(loginErrors).toEqual({
      NotAuthorizedException: 'No pudimos iniciar sesión con esos datos. Verifica tu documento y contraseña.',
      UserNotFoundException:
        'Parece que aún no tienes una contraseña. Crea una para poder acceder a tu cuenta.',
      InvalidParameterException: 'Faltan credenciales. Complete todos los campos.',
      default: 'Ocurrió un error inesperado. Intente de nuevo.',
    });
  });

  it('registro', () => {
    expect(registrationErrors).toMatchObject({
      UsernameExistsException:
        'Ya tienes una contraseña registrada. Si no la recuerdas, puedes recuperarla desde: ',
      InvalidParameterException: 'Uno de los datos ingresados no es válido.',
      default: 'Error desconocido al registrar usuario.',
    });
  });

  it('datos del cliente, documentos, carrito y enrutador', () => {
    expect(clientDataMessages).toEqual({
      citiesError: 'Error fetching cities',
      categoriesError: 'Error fetching categories',
      registerNoResponse: 'No se recibió respuesta del servidor',
      registerRequestError: 'Error al hacer la solicitud',
      updateUserError: 'Error updating user',
      deleteUserError: 'Error al eliminar el usuario',
      deleteUserSuccess: 'Usuario eliminado exitosamente',
      signedUrlError: 'No se pudo obtener la URL firmada.',
      signedUrlsError: 'No se pudieron obtener las URLs firmadas.',
    });
    expect(documentMessages).toMatchObject({
      deleted: 'Documento eliminado correctamente.',
      deleteError: 'No se pudo eliminar el documento.',
      uploaded: 'Documento subido con éxito.',
      updated: 'Documento actualizado correctamente.',
      uploadFileError: 'Error en la carga del archivo.',
      uploadError: 'Error al subir documento.',
      updateError: 'Error al actualizar documento.',
    });
    expect(cartMessages).toMatchObject({
      added: 'Item agregado al carrito exitosamente!',
      addError: 'Error al agregar el item al carrito.',
    });
    expect(routerMessages.unexpected).toBe('Unexpected Application Error!');
  });
});
