import type { CandidateAvailability } from '@portal/shared/candidates/work-profile';

/** DANE codes of the catalogue seed (catalog/seed-data.ts) where the demo applicants live. */
const CITY = {
  bogota: 11001,
  medellin: 5001,
  cali: 76001,
  barranquilla: 8001,
  soacha: 25754,
  bello: 5088,
  itagui: 5360,
  palmira: 76520,
  yumbo: 76892,
  funza: 25286,
  mosquera: 25473,
  tocancipa: 25817,
} as const;

interface DemoWorkProfile {
  city: number;
  /** Category names of the catalogue seed, turned into ids when seeding. */
  categories: string[];
  salary: number;
  availability: CandidateAvailability;
  skills: string[];
  experience: string;
}

/**
 * What the demo applicants wrote in «Perfil laboral», in the order of seed.ts's list (their years and
 * certificates there match: forklift, food, driving, first job, in turn), so the talent pool has people
 * to find on a fresh install: forklift drivers in Funza and Barranquilla, warehouse hands, drivers…
 */
export const demoWorkProfiles: DemoWorkProfile[] = [
  {
    city: CITY.funza,
    categories: ['Montacargas', 'Bodega', 'Logística'],
    salary: 2_200_000,
    availability: 'inmediata',
    skills: ['Montacargas de combustión', 'Montacargas eléctrico', 'Inventarios', 'Cargue y descargue'],
    experience:
      'Montacarguista por 8 años en centros de distribución de Funza y Siberia: cargue de tractomulas, ubicación en estantería alta y conteos cíclicos.',
  },
  {
    city: CITY.bogota,
    categories: ['Producción', 'Alimentos', 'Empaque'],
    salary: 1_800_000,
    availability: 'inmediata',
    skills: ['Buenas prácticas de manufactura', 'Empaque y sellado', 'Control de peso'],
    experience:
      'Operaria de producción en una planta de alimentos en Fontibón durante 3 años, en línea de empaque y turnos rotativos.',
  },
  {
    city: CITY.medellin,
    categories: ['Conductor', 'Logística'],
    salary: 2_600_000,
    availability: 'quince_dias',
    skills: ['Licencia C2', 'Rutas urbanas', 'Entrega de mercancía', 'Mecánica básica'],
    experience:
      'Conductor de camión sencillo con 12 años de experiencia en distribución urbana en el Valle de Aburrá, con planillas y recaudo.',
  },
  {
    city: CITY.cali,
    categories: ['Aseo y servicios generales'],
    salary: 1_750_905,
    availability: 'inmediata',
    skills: ['Limpieza de oficinas', 'Manejo de químicos', 'Cafetería'],
    experience: 'Un año como auxiliar de servicios generales en un edificio de oficinas del norte de Cali.',
  },
  {
    city: CITY.mosquera,
    categories: ['Bodega', 'Montacargas'],
    salary: 1_900_000,
    availability: 'inmediata',
    skills: ['Picking', 'Packing', 'Montacargas', 'Conteo cíclico', 'Manejo de WMS'],
    experience:
      'Auxiliar de bodega y montacarguista en operadores logísticos de Mosquera: alistamiento de pedidos, recibo y despacho.',
  },
  {
    city: CITY.itagui,
    categories: ['Empaque', 'Calidad', 'Alimentos'],
    salary: 1_850_000,
    availability: 'quince_dias',
    skills: ['Inspección de calidad', 'Etiquetado', 'Manipulación de alimentos'],
    experience:
      'Tres años en empaque e inspección de producto terminado en una planta de galletas de Itagüí.',
  },
  {
    city: CITY.yumbo,
    categories: ['Conductor'],
    salary: 2_800_000,
    availability: 'no_disponible',
    skills: ['Licencia C2', 'Camión sencillo', 'Manejo defensivo'],
    experience:
      'Conductor de carga entre Yumbo, Cali y Buenaventura durante 12 años; hoy trabajando, disponible más adelante.',
  },
  {
    city: CITY.soacha,
    categories: ['Producción', 'Empaque'],
    salary: 1_750_905,
    availability: 'inmediata',
    skills: ['Línea de producción', 'Empaque', 'Trabajo en equipo'],
    experience: 'Primer empleo como auxiliar de producción en una fábrica de plásticos en Soacha.',
  },
  {
    city: CITY.barranquilla,
    categories: ['Montacargas', 'Logística', 'Bodega'],
    salary: 2_300_000,
    availability: 'inmediata',
    skills: ['Montacargas', 'Reach truck', 'Cargue de contenedores'],
    experience:
      'Montacarguista en la zona portuaria de Barranquilla: cargue y descargue de contenedores y patio de almacenamiento.',
  },
  {
    city: CITY.bello,
    categories: ['Alimentos', 'Aseo y servicios generales'],
    salary: 1_800_000,
    availability: 'quince_dias',
    skills: ['Manipulación de alimentos', 'Cocina industrial', 'Aseo de áreas'],
    experience: 'Auxiliar de cocina en un casino de empresa en Bello por 3 años.',
  },
  {
    city: CITY.tocancipa,
    categories: ['Conductor', 'Mantenimiento'],
    salary: 2_400_000,
    availability: 'inmediata',
    skills: ['Licencia C2', 'Mantenimiento preventivo', 'Electricidad básica'],
    experience:
      'Conductor y auxiliar de mantenimiento en el parque industrial de Tocancipá, con 12 años de experiencia.',
  },
  {
    city: CITY.palmira,
    categories: ['Bodega', 'Logística'],
    salary: 1_800_000,
    availability: 'inmediata',
    skills: ['Inventarios', 'Recibo de mercancía', 'Excel básico'],
    experience: 'Un año como auxiliar de bodega en un almacén de cadena en Palmira.',
  },
];
