/** API §7.2–§7.5, §8 and §9 texts, verbatim. */
export const ADMIN_ERRORS = {
  adminRequired: 'Admin access required.',
  userNotFound: 'User not found.',
  listingNotFound: 'Listing not found.',
  flagNotFound: 'Flag not found.',
  invalidFlagStatus: 'Invalid status.',
  emailVerifiedNotBoolean: 'email_verified must be a boolean.',
  isAdminNotBoolean: 'is_admin must be a boolean.',
  ownAdminStatus: 'Cannot remove your own admin status.',
  ownAccount: 'Cannot delete your own account.',
  alreadyVerified: 'User email is already verified.',
  resendFailed: 'Failed to resend verification email.',
  activeUser: 'This user has active listings or loans.',
  activeUserWarning: 'Warning: this user has active listings or loans - do you want to proceed?',
} as const;

/** Contract success messages of api §7.5, §8.5–§8.7. */
export const ADMIN_MESSAGES = {
  flagDeleted: 'Flag deleted successfully.',
  verificationSent: 'Verification email sent successfully!',
  userDeleted: 'User deleted successfully.',
  listingDeleted: 'Listing deleted successfully.',
} as const;

/** Product §7 (admin messages): what the admin page says. */
export const ADMIN_TEXTS = {
  loadFailed: 'Failed to load admin data',
  flagStatusFailed: 'Failed to update flag status',
  flagDeleteFailed: 'Failed to delete flag',
  listingDeleteFailed: 'Failed to delete listing',
  userDeleteFailed: 'Failed to delete user',
  userUpdateFailed: 'Failed to update user',
  emailVerificationFailed: 'Failed to update email verification',
  adminStatusFailed: 'Failed to update admin status',
  resendFailed: 'Failed to resend verification email',
  flagStatusUpdated: 'Flag status updated',
  flagDeleted: 'Flag deleted',
  listingDeleted: 'Listing deleted successfully',
  userDeleted: 'User deleted successfully',
  userUpdated: 'User updated successfully',
  emailVerification: (enabled: boolean) => `Email verification ${enabled ? 'enabled' : 'disabled'}`,
  adminStatus: (enabled: boolean) => `Admin status ${enabled ? 'enabled' : 'disabled'}`,
  verificationSentTo: (email: string) => `Verification email sent to ${email}`,
  userDeletionCancelled: 'User deletion cancelled.',
  confirmFlagDelete: 'Delete this flag?',
} as const;
