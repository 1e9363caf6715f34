/** English strings of the business feature (roles, invitations, notices); the other languages follow this shape. */
export const businessEnGb = {
  not_allowed: "Only administrators of your business can open this page.",
  profile: {
    title: "Business",
    role: "Your role",
    roles: {
      admin: "Administrator",
      member: "Member",
    },
    open_profile: "Business profile",
  },
  invitation: {
    title: "Invitation to join {{business}}",
    body_from: "{{inviter}} invited you to join {{business}} on Paraph.",
    body_anonymous: "You have been invited to join {{business}} on Paraph.",
    explanation: "You can belong to one business at a time. Its administrators manage the members and may let you sign with the business's seals; your own documents stay yours.",
    accept: "Accept and join",
    decline: "Decline",
    accepted: "You are now a member of {{business}}.",
    declined: "You declined the invitation to {{business}}.",
  },
  downgraded: {
    deleted_title: "Your business has been deleted",
    deleted_body: "The business you belonged to no longer exists on Paraph. Your account continues as a personal account: your own documents and signature requests stay with you, but the business's seals are no longer available.",
    removed_title: "You are no longer in your business",
    removed_body: "An administrator removed you from your business. Your account continues as a personal account: your own documents and signature requests stay with you, but you can no longer sign with the business's seals.",
    confirm: "Understood",
  },
  leave: {
    title: "Leave business",
    body: "You are about to leave {{business}}. Your account continues as a personal account and you can no longer sign with the business's seals. To come back, an administrator must invite you again.",
    confirm: "Leave the business",
    explanation: "You can leave your business at any time, unless you are its last administrator.",
    done: "You have left {{business}}.",
  },
  deletion_notice: {
    text: "This business will be deleted on {{date}}, with its members list, seals, signer groups and activity. Until then you can revoke the deletion.",
    revoke: "Revoke deletion",
    revoked: "The deletion is revoked; the business stays.",
  },
  billing_notice: {
    locked_admin: "Your business is locked until a plan is paid: its members cannot send requests. Choose a plan to unlock it.",
    trial_expired_admin: "Your business's trial has ended. Choose a plan and add a payment method to carry on.",
    plan_ended_admin: "Your business's paid plan has ended and it is on the free plan now. Choose a plan to carry on.",
    choose_plan: "Choose a plan",
    payment_issue_admin: "The last payment for your business's plan did not go through.",
    check_payment: "Check the payment",
    payment_issue_member: "The last payment for your business's plan did not go through. Your admins can fix it on the plan page.",
  },
};
