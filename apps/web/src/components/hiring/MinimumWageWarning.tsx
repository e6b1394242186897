import { orderMessages } from '@portal/shared/messages';
import { formatCop } from '@/lib/format';
import { FormAlert } from '../ui/FormAlert';

/** A salary typed and under the SMMLV setting (an empty or $ 0 field is another form error). */
export const isUnderMinimumWage = (salary: number, smmlv: number) =>
  Number.isFinite(salary) && salary > 0 && salary < smmlv;

/**
 * The warning both salary fields show (a company's order, the agency's vacancy): it does not block,
 * as part-time work may pay less than the monthly minimum.
 */
export function MinimumWageWarning({
  salary,
  smmlv,
  before,
}: {
  salary: number;
  smmlv: number | undefined;
  /** What the person is about to do, said at the end ("enviar la orden" unless told). */
  before?: string;
}) {
  if (smmlv === undefined || !isUnderMinimumWage(salary, smmlv)) return null;
  return <FormAlert tone="warning">{orderMessages.underMinimumWage(formatCop(smmlv), before)}</FormAlert>;
}
