import type { Assignment } from '@portal/shared/assignments/assignment';

/** Assignments as choices: "worker · service · company". */
export const assignmentChoices = (list: Assignment[] | undefined) =>
  (list ?? []).map((assignment) => ({
    id: assignment.id,
    label: `${assignment.trabajador} · ${assignment.servicio} · ${assignment.empresa}`,
  }));
