/** Colombian pre-employment documents (ids fixed: the web and clients refer to them). */
export const documentTypeRows = [
  {
    id_documento: 1,
    nombre: 'Cédula de ciudadanía',
    descripcion: 'Copia legible de ambas caras, ampliada al 150 %.',
    cantidad_max: 1,
    obligatorio: true,
  },
  {
    id_documento: 2,
    nombre: 'Hoja de vida',
    descripcion: 'Tu hoja de vida actualizada, con experiencia y referencias.',
    cantidad_max: 1,
    obligatorio: true,
  },
  {
    id_documento: 3,
    nombre: 'Antecedentes judiciales (Policía Nacional)',
    descripcion: 'Consulta de antecedentes judiciales de la Policía Nacional, con fecha reciente.',
    cantidad_max: 1,
    obligatorio: true,
  },
  {
    id_documento: 4,
    nombre: 'Antecedentes disciplinarios (Procuraduría)',
    descripcion: 'Certificado de antecedentes de la Procuraduría General de la Nación.',
    cantidad_max: 1,
    obligatorio: true,
  },
  {
    id_documento: 5,
    nombre: 'Antecedentes fiscales (Contraloría)',
    descripcion: 'Certificado de responsabilidad fiscal de la Contraloría General de la República.',
    cantidad_max: 1,
    obligatorio: true,
  },
  {
    id_documento: 6,
    nombre: 'Certificado de afiliación a EPS',
    descripcion: 'Certificado de tu EPS con estado activo, de no más de 30 días.',
    cantidad_max: 1,
    obligatorio: true,
  },
  {
    id_documento: 7,
    nombre: 'Certificado de afiliación a pensiones',
    descripcion: 'Certificado de tu fondo de pensiones (Colpensiones o fondo privado).',
    cantidad_max: 1,
    obligatorio: true,
  },
  {
    id_documento: 8,
    nombre: 'Certificación bancaria',
    descripcion: 'Certificación de tu cuenta de ahorros o nómina para el pago del salario.',
    cantidad_max: 1,
    obligatorio: true,
  },
  {
    id_documento: 9,
    nombre: 'Examen médico ocupacional',
    descripcion: 'Concepto de aptitud del examen médico de ingreso.',
    cantidad_max: 1,
    obligatorio: false,
  },
  {
    id_documento: 10,
    nombre: 'Curso de trabajo en alturas',
    descripcion: 'Certificado vigente del curso de trabajo seguro en alturas.',
    cantidad_max: 2,
    obligatorio: false,
  },
  {
    id_documento: 11,
    nombre: 'Licencia de conducción',
    descripcion: 'Ambas caras de tu licencia vigente, si el cargo la requiere.',
    cantidad_max: 2,
    obligatorio: false,
  },
  {
    id_documento: 12,
    nombre: 'Certificados de estudio',
    descripcion: 'Diplomas o actas de grado: bachillerato, técnico, tecnólogo o profesional.',
    cantidad_max: 5,
    obligatorio: false,
  },
  {
    id_documento: 13,
    nombre: 'Certificados laborales',
    descripcion: 'Certificados de tus empleos anteriores con cargo y tiempo laborado.',
    cantidad_max: 5,
    obligatorio: false,
  },
  {
    id_documento: 14,
    nombre: 'Documentos adicionales',
    descripcion: 'Documentos que la empresa cliente te pide para tu proceso.',
    cantidad_max: 5,
    obligatorio: false,
  },
];

/** The demo candidate's files: written through the storage provider when the API starts. */
export const demoFiles = [
  {
    typeId: 1,
    folder: 'Cedula-de-ciudadania',
    name: 'cedula-ana-maria-rodriguez.pdf',
    lines: ['Cédula de ciudadanía', 'Ana María Rodríguez · C.C. 1.020.304.050', 'Documento de demostración.'],
  },
  {
    typeId: 2,
    folder: 'Hoja-de-vida',
    name: 'hoja-de-vida-ana-maria.pdf',
    lines: ['Hoja de vida', 'Ana María Rodríguez', 'Auxiliar de bodega · 3 años de experiencia.'],
  },
  { typeId: 12, folder: 'Certificados-de-estudio', name: 'diploma-bachiller.png', lines: [] },
];

/** Client requests of the demo: one needs a new upload, one an update, one a client document. */
export const demoRequests = [
  {
    id_documento: 8,
    client_doc_name: 'Certificación bancaria',
    client_doc_description: 'Necesaria para programar tu primer pago de nómina.',
    solicitado_por: 'Logística Andina S.A.S.',
  },
  {
    id_documento: 2,
    client_doc_name: 'Hoja de vida actualizada',
    client_doc_description: 'Incluye tu experiencia más reciente como operario de montacargas.',
    solicitado_por: 'Logística Andina S.A.S.',
  },
  {
    id_documento: 14,
    client_doc_name: 'Formato de autorización de tratamiento de datos',
    client_doc_description: 'Descarga el formato, fírmalo y cárgalo escaneado en PDF.',
    solicitado_por: 'Logística Andina S.A.S.',
    client_file: 'formato-autorizacion-datos.pdf',
  },
];

export const DEMO_FILES_TIMESTAMP = 1767225600000;
export const CLIENT_FILES_FOLDER = 'solicitudes';
