/** Contract §7.1: a member flags a listing. Spread into the moderation router. */
export const reportProcedures = {};
