/** Contract §7.2 to §7.5: admins review flags. Spread into the moderation router. */
export const reviewProcedures = {};
