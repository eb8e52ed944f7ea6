/** Shapes of API answers shared by server and web. */

export interface CategoryPermission {
  can_view: boolean;
  can_post: boolean;
  can_reply: boolean;
  can_moderate: boolean;
  // the older names of spec 1 §3, kept for clients that read them
  post_new: boolean;
  post_reply: boolean;
  maintain: boolean;
}

export interface GroupPermission {
  category_id: number;
  name: string;
  can_view: boolean;
  can_post: boolean;
  can_reply: boolean;
  can_moderate: boolean;
}

export interface GroupInfo {
  name: string;
  permissions: GroupPermission[];
}

/** Global permission names in whoami's `permissions`. */
export type GlobalPermission = 'admin' | 'design_review' | 'moderate';

export interface WhoamiUser {
  success: true;
  user_id: number;
  id: number;
  username: string;
  email: string;
  /** Whether the member has confirmed their address (issue 16 §2). */
  email_verified: boolean;
  /** Whether the site keeps unverified members from writing, for the reminder banner. */
  email_verification_required: boolean;
  created: string;
  permissions: GlobalPermission[];
  coins: number;
  gems: number;
  groups: GroupInfo[];
  category_permissions: Record<string, CategoryPermission>;
}

export interface WhoamiAnonymous {
  success: true;
  username: null;
}

export type Whoami = WhoamiUser | WhoamiAnonymous;

export interface ApiFailure {
  success: false;
  message: string;
}

export interface ApiSuccess {
  success: true;
  message?: string;
}
