import { z } from 'zod/mini';
import { AUTH_MESSAGES } from './auth';
import { replyOf } from './envelope';
import { CountSchema, RowIdSchema, TimestampSchema } from './fields';
import { expectedObject } from './inputs';
import { MEMBERSHIP_ROLES, MembershipRoleSchema, MembershipSchema } from './membership';

/*
 * A workspace's team (spec §3 Membership): its collaborators, the invitations still open, and the seats its
 * plan has. A collaborator is a membership seen with its person's name and e-mail; an invitation is a seat
 * offered to an address that has not joined yet.
 */

/** A member of the workspace as the team page lists them. */
export const CollaboratorSchema = z.object({
  membership_id: RowIdSchema,
  user_id: RowIdSchema,
  name: z.string(),
  email: z.string(),
  role: MembershipRoleSchema,
  /** When the membership began. */
  joined: TimestampSchema,
  last_login: z.nullable(TimestampSchema),
});
export type Collaborator = z.infer<typeof CollaboratorSchema>;

/** An invitation to join a workspace, open until it is accepted or revoked. */
export const InvitationSchema = z.object({
  id: RowIdSchema,
  account_id: RowIdSchema,
  email: z.string(),
  role: MembershipRoleSchema,
  /** The name of who sent it. */
  invited_by: z.string(),
  created: TimestampSchema,
  /** When the invitation e-mail last went out (a resend moves it). */
  last_sent: TimestampSchema,
  /** How many times it was sent. */
  send_count: CountSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;

/**
 * Seats in use against the plan's `num_seats` (null: unlimited). An open invitation holds a seat, so a team can
 * never be invited past its plan.
 */
export const SeatsSchema = z.object({ used: CountSchema, total: z.nullable(CountSchema) });
export type Seats = z.infer<typeof SeatsSchema>;

/** `GET /{slug}/api/collaborators.json`, and the reply of every team write. */
export const CollaboratorsReplySchema = replyOf({
  /** Owners first, then admins, then members; by name within each. */
  collaborators: z.array(CollaboratorSchema),
  /** Newest first. */
  invitations: z.array(InvitationSchema),
  seats: SeatsSchema,
  /** The caller's own membership, with their notification settings and app icon colour; null for a site admin who is not a member. */
  me: z.nullable(MembershipSchema),
  /** The role the server judges the caller's writes by (a site admin who is not a member acts as an owner). */
  my_role: MembershipRoleSchema,
});
export type CollaboratorsReply = z.infer<typeof CollaboratorsReplySchema>;

/** The most addresses one invitation form sends. */
export const INVITE_MAX_ADDRESSES = 20;

/** The team's messages; the forms and the mock backend use the same words. */
export const COLLABORATOR_MESSAGES = {
  emailsMissing: 'Enter at least one e-mail address.',
  emailInvalid: (address: string) => `“${address}” is not a valid e-mail address.`,
  tooMany: `Invite up to ${INVITE_MAX_ADDRESSES} people at a time.`,
  duplicate: (address: string) => `“${address}” is in the list twice.`,
  roleInvalid: `Choose a role: ${MEMBERSHIP_ROLES.join(', ')}.`,
  alreadyMember: (address: string) => `${address} is already a collaborator.`,
  alreadyInvited: (address: string) => `${address} is already invited. Resend that invitation instead.`,
  seatsFull: (total: number) =>
    `All ${total} seats of your plan are taken. Remove someone, revoke an invitation or upgrade your plan to invite more people.`,
  seatsShort: (free: number, asked: number) =>
    `Your plan has ${free} free ${free === 1 ? 'seat' : 'seats'}, and you are inviting ${asked} people. Invite fewer, or upgrade your plan.`,
  memberNotFound: 'This collaborator is no longer in the workspace.',
  invitationNotFound: 'This invitation was already accepted or revoked.',
  removeSelf: 'To remove yourself, leave the workspace instead.',
} as const;

const address = z.string({ error: AUTH_MESSAGES.emailNotText }).check(
  z.trim(),
  z.refine((value) => z.email().safeParse(value).success, {
    error: (issue) => COLLABORATOR_MESSAGES.emailInvalid(String(issue.input)),
  }),
);

/** Splits what was typed into the invitation box (commas, semicolons, spaces, new lines) into addresses. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** `POST /{slug}/api/collaborators/invite.json`: one role for every address. */
export const InviteCollaboratorsInputSchema = z.object(
  {
    emails: z.array(address, { error: COLLABORATOR_MESSAGES.emailsMissing }).check(
      z.minLength(1, COLLABORATOR_MESSAGES.emailsMissing),
      z.maxLength(INVITE_MAX_ADDRESSES, COLLABORATOR_MESSAGES.tooMany),
      z.superRefine((emails, context) => {
        const seen = new Set<string>();
        for (const email of emails) {
          const key = email.toLowerCase();
          if (seen.has(key)) {
            context.addIssue({
              code: 'custom',
              message: COLLABORATOR_MESSAGES.duplicate(email),
              input: email,
            });
            return;
          }
          seen.add(key);
        }
      }),
    ),
    role: z.enum(MEMBERSHIP_ROLES, { error: COLLABORATOR_MESSAGES.roleInvalid }),
  },
  expectedObject('emails (a list of addresses) and role'),
);
export type InviteCollaboratorsInput = z.infer<typeof InviteCollaboratorsInputSchema>;

/** `POST /{slug}/api/collaborators/{membershipId}/role.json`. */
export const UpdateCollaboratorRoleInputSchema = z.object(
  { role: z.enum(MEMBERSHIP_ROLES, { error: COLLABORATOR_MESSAGES.roleInvalid }) },
  expectedObject('role'),
);
export type UpdateCollaboratorRoleInput = z.infer<typeof UpdateCollaboratorRoleInputSchema>;

/** The app icon colours a member can pick, by name; null is the console's default. */
export const APP_ICON_COLORS = ['indigo', 'blue', 'green', 'amber', 'red'] as const;

/** `POST /{slug}/api/membership.json`: the caller's own notifications and app icon colour, nobody else's. */
export const UpdateMyMembershipInputSchema = z.object(
  {
    email_when_close_to_plan_limit: z.boolean({
      error: 'Say whether to e-mail near the plan limit: true or false.',
    }),
    email_on_assembly_errors: z.boolean({
      error: 'Say whether to e-mail on assembly errors: true or false.',
    }),
    email_on_assembly_warnings: z.boolean({
      error: 'Say whether to e-mail on assembly warnings: true or false.',
    }),
    app_icon_color: z.nullable(
      z.enum(APP_ICON_COLORS, {
        error: `Choose an app icon colour: ${APP_ICON_COLORS.join(', ')}, or null.`,
      }),
    ),
  },
  expectedObject('the three e-mail switches and app_icon_color'),
);
export type UpdateMyMembershipInput = z.infer<typeof UpdateMyMembershipInputSchema>;
