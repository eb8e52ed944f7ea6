// Generated from Cito's OpenAPI document (GET /api/docs) by `npm run api:client`: do not edit.
// Use it with openapi-fetch: createClient<paths>({ baseUrl }) (README, "Build on Cito's API").

export interface paths {
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates a member account and mails a link to verify the address; anyone may call it. 403 when registration is closed, by invitation, or the address or e-mail domain is blocked; 409 when the username or e-mail is taken; 429 past the per-client limit. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signs in with e-mail and password and sets the `sid` session cookie (24 hours; `remember: true` keeps it 30 days); answers the member as GET /api/whoami does. 401 for a wrong e-mail or password, 403 while the account is suspended, 429 after repeated failures for one account or past the per-client limit. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        remember?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                /** @enum {boolean} */
                                success: true;
                                user_id: number;
                                id: number;
                                username: string;
                                email: string;
                                email_verified: boolean;
                                email_verification_required: boolean;
                                /** Format: date-time */
                                created: string;
                                permissions: ("admin" | "design_review" | "moderate")[];
                                coins: number;
                                gems: number;
                                groups: {
                                    name: string;
                                    permissions: {
                                        category_id: number;
                                        name: string;
                                        can_view: boolean;
                                        can_post: boolean;
                                        can_reply: boolean;
                                        can_moderate: boolean;
                                    }[];
                                }[];
                                category_permissions: {
                                    [key: string]: {
                                        can_view: boolean;
                                        can_post: boolean;
                                        can_reply: boolean;
                                        can_moderate: boolean;
                                        post_new: boolean;
                                        post_reply: boolean;
                                        maintain: boolean;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ends the caller's session and clears its cookie; without a session it succeeds all the same. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member (id, username, e-mail, coins and gems, groups and permissions) or `username: null` for a visitor. 401 only when the request's session cookie has expired or was revoked. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user_id: number;
                            id: number;
                            username: string;
                            email: string;
                            email_verified: boolean;
                            email_verification_required: boolean;
                            /** Format: date-time */
                            created: string;
                            permissions: ("admin" | "design_review" | "moderate")[];
                            coins: number;
                            gems: number;
                            groups: {
                                name: string;
                                permissions: {
                                    category_id: number;
                                    name: string;
                                    can_view: boolean;
                                    can_post: boolean;
                                    can_reply: boolean;
                                    can_moderate: boolean;
                                }[];
                            }[];
                            category_permissions: {
                                [key: string]: {
                                    can_view: boolean;
                                    can_post: boolean;
                                    can_reply: boolean;
                                    can_moderate: boolean;
                                    post_new: boolean;
                                    post_reply: boolean;
                                    maintain: boolean;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            username: never | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signed-in members change their password (`password` with `current_password`) or e-mail address (`email` with `current_password`; the new address takes effect once the link mailed to it is followed). 400 for a wrong current password or a bad value, 409 when the address is taken, 429 after repeated wrong passwords or too many confirmation mails. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        password?: string;
                        old_password?: string;
                        current_password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Server-sent events: `connected`, `heartbeat` and `resync` as named events; everything else as default messages carrying {type, data} JSON. Every frame has an id; reconnecting with it as `Last-Event-ID` (or `?last_event_id=`) resumes the stream with its rooms and replays what it missed, or sends `resync` when that is too old. */
        get: {
            parameters: {
                query?: {
                    /** @description Same as the Last-Event-ID header, for clients that reconnect by hand */
                    last_event_id?: string;
                    /** @description A new stream's starting point: the `X-Live-Position` header of the answers the page shows. What was published after it is replayed, or `resync` is sent when the backlog no longer reaches back that far. Ignored when the stream resumes (Last-Event-ID). */
                    since?: string;
                    /** @description Thread rooms to hold from the start, comma-separated (at most 10), with their events since `since`; threads the caller may not view are left out. */
                    rooms?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An endless event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{connection_id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a thread's room to one of the caller's streams, whichever server holds it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    connection_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        thread_id: number;
                        /** @description On joining: the `X-Live-Position` of the answer the page read the thread from. The room's events published since then are sent first (or `resync` when the backlog no longer reaches back that far); ignored for a room the stream already holds. */
                        since?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            thread_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{connection_id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Removes a thread's room from one of the caller's streams. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    connection_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        thread_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            thread_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password_reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Always the same answer, in about the same time, whether or not an account uses the address. An address asked for too often, or an account mailed in the last 5 minutes, gets no mail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password_reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link, and sign in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            user: {
                                /** @enum {boolean} */
                                success: true;
                                user_id: number;
                                id: number;
                                username: string;
                                email: string;
                                email_verified: boolean;
                                email_verification_required: boolean;
                                /** Format: date-time */
                                created: string;
                                permissions: ("admin" | "design_review" | "moderate")[];
                                coins: number;
                                gems: number;
                                groups: {
                                    name: string;
                                    permissions: {
                                        category_id: number;
                                        name: string;
                                        can_view: boolean;
                                        can_post: boolean;
                                        can_reply: boolean;
                                        can_moderate: boolean;
                                    }[];
                                }[];
                                category_permissions: {
                                    [key: string]: {
                                        can_view: boolean;
                                        can_post: boolean;
                                        can_reply: boolean;
                                        can_moderate: boolean;
                                        post_new: boolean;
                                        post_reply: boolean;
                                        maintain: boolean;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/verify_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an e-mail address with the mailed link (signed in or not) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/verify_email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new verification link
         * @description Once a minute and five times an hour at most; 409 when the address is verified.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/confirm_email_change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an e-mail change with the link mailed to the new address (signed in or not) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The categories the caller may view, in the site's order, with their thread and post counts and latest activity. Visitors see the public ones. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            slug: string;
                            description: string;
                            order: number;
                            no_threads: number;
                            no_posts: number;
                            total_views: number;
                            lastactive: {
                                thread_id?: number;
                                thread_slug?: string;
                                title?: string;
                                author: string;
                                created: string;
                            } | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One page of a category's threads by its slug or id, sorted by `sort` (default `recent`, pinned threads first); a signed-in member's threads carry unread marks. 404 when the category does not exist or the caller may not view it. */
        get: {
            parameters: {
                query?: {
                    sort?: "recent" | "newest" | "oldest" | "most_replies" | "least_replies" | "most_views";
                    page?: number;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            slug: string;
                            description: string;
                            order: number;
                            no_threads: number;
                            no_posts: number;
                            total_views: number;
                            /** @enum {string} */
                            sort: "recent" | "newest" | "oldest" | "most_replies" | "least_replies" | "most_views";
                            threads: {
                                id: number;
                                title: string;
                                slug: string;
                                category_id: number;
                                author: string;
                                author_id: number;
                                created: string;
                                trigger_warning: string | null;
                                view_count: number;
                                pinned: boolean;
                                locked: boolean;
                                closed: boolean;
                                archive: boolean;
                                replies: number;
                                lastactive: {
                                    thread_id?: number;
                                    thread_slug?: string;
                                    title?: string;
                                    author: string;
                                    created: string;
                                };
                                /** @description Posts by others the member has not been shown yet */
                                unread_count?: number;
                                /** @description The member has never opened the thread */
                                new?: boolean;
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                                total_pages: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A thread and one page of its posts (`page`, or with `unread=1` the page holding the member's first unread post); counts a view and marks the thread read for a signed-in member. 404 when the thread does not exist or the caller may not view its category. */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    unread?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            slug: string;
                            category_id: number;
                            author: string;
                            author_id: number;
                            created: string;
                            trigger_warning: string | null;
                            view_count: number;
                            pinned: boolean;
                            locked: boolean;
                            closed: boolean;
                            archive: boolean;
                            replies: number;
                            lastactive: {
                                thread_id?: number;
                                thread_slug?: string;
                                title?: string;
                                author: string;
                                created: string;
                            };
                            thread_id: number;
                            category: {
                                id: number;
                                title: string;
                                slug: string;
                            };
                            posts: {
                                id: number;
                                thread_id: number;
                                author: string;
                                author_id: number;
                                content: string;
                                created: string;
                                edited: string | null;
                                archive: boolean;
                                edited_by_moderator: boolean;
                                reactions: {
                                    reaction: "like" | "love" | "laugh" | "wow" | "sad" | "coin";
                                    count: number;
                                    mine: boolean;
                                }[];
                                /** @description The size of each image of this site the post shows (issue 20 §1: no layout shift). */
                                images?: {
                                    src: string;
                                    width: number;
                                    height: number;
                                }[];
                            }[];
                            meta: {
                                page: number;
                                per_page: number;
                                total: number;
                                total_pages: number;
                            };
                            pagination: {
                                page: number;
                                per_page: number;
                                total: number;
                                total_pages: number;
                            };
                            /** @description With unread=1: the member's first unread post, on this page */
                            first_unread_post_id?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recent_activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The 50 threads most recently posted in, across the categories the caller may view, with unread marks for a signed-in member. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            slug: string;
                            category_id: number;
                            author: string;
                            author_id: number;
                            created: string;
                            trigger_warning: string | null;
                            view_count: number;
                            pinned: boolean;
                            locked: boolean;
                            closed: boolean;
                            archive: boolean;
                            replies: number;
                            lastactive: {
                                thread_id?: number;
                                thread_slug?: string;
                                title?: string;
                                author: string;
                                created: string;
                            };
                            /** @description Posts by others the member has not been shown yet */
                            unread_count?: number;
                            /** @description The member has never opened the thread */
                            new?: boolean;
                            category_name: string;
                            category_slug: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One page of a member's posts, newest first, in the categories the caller may view, with their post and thread totals. 404 for an unknown or deleted member. */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            posts: {
                                id: number;
                                thread_id: number;
                                thread_title: string;
                                thread_slug: string;
                                category_id: number;
                                category_name: string;
                                category_slug: string;
                                created: string;
                                edited: string | null;
                                content: string;
                            }[];
                            total: number;
                            threads_started: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/by-username/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A member's public profile (avatar, join date, post, thread and reaction counts) by username, in any letter case. 404 for an unknown or deleted member. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    username: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            id: number;
                            username: string;
                            created: string;
                            post_count: number;
                            thread_count: number;
                            /** @description Suspended now (issue 16 §4): the profile shows it. */
                            suspended: boolean;
                            avatar: string;
                            reactions_received: {
                                total: number;
                                by_reaction: {
                                    reaction: "like" | "love" | "laugh" | "wow" | "sad" | "coin";
                                    count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A member's public profile (avatar, join date, post, thread and reaction counts) by id. 404 for an unknown or deleted member. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            id: number;
                            username: string;
                            created: string;
                            post_count: number;
                            thread_count: number;
                            /** @description Suspended now (issue 16 §4): the profile shows it. */
                            suspended: boolean;
                            avatar: string;
                            reactions_received: {
                                total: number;
                                by_reaction: {
                                    reaction: "like" | "love" | "laugh" | "wow" | "sad" | "coin";
                                    count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slugs/category/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A 302 to /api/category/{id} for a category slug. 404 when there is none the caller may view. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slugs/user/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A 302 to /api/user/{id} for a username. 404 for an unknown or deleted member. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slugs/thread/{categorySlug}/{threadSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The thread at a category and thread slug: a 302 to /api/thread/{id}, or a 301 when the thread has moved from there since. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categorySlug: string;
                    threadSlug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                301: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks every thread of the category as read for the signed-in member, up to the newest post now: the category's threads then show no unread posts until someone posts again. 404 for a category the member may not view. It changes only the member's own read marks, so a silenced member may use it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Starts a thread (title, text, optional trigger warning) in a category where the member may post. 403 without the post permission, or while silenced or unverified; 404 for a category they may not view; 422 for a duplicate or too many links or images, 429 when posting too soon (flood control). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        text: string;
                        trigger_warning?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            id: number;
                            thread_id: number;
                            slug: string;
                            category_slug: string;
                            post_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replies in a thread; subscribers and mentioned members are notified and open pages get the post live. 403 without the reply permission, in a locked, closed or archived thread (moderators excepted), or while silenced or unverified; 422 and 429 from flood control as for a new thread. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            id: number;
                            post: {
                                id: number;
                                thread_id: number;
                                author: string;
                                author_id: number;
                                content: string;
                                created: string;
                                edited: string | null;
                                archive: boolean;
                                edited_by_moderator: boolean;
                                reactions: {
                                    reaction: "like" | "love" | "laugh" | "wow" | "sad" | "coin";
                                    count: number;
                                    mine: boolean;
                                }[];
                                /** @description The size of each image of this site the post shows (issue 20 §1: no layout shift). */
                                images?: {
                                    src: string;
                                    width: number;
                                    height: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/post/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes a post's text, keeping the old text as a revision; its author may while the thread is open to them, a moderator of the category always (marked as a moderator's edit). 403 for someone else's or an archived post; 404 for a post the caller may not see. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            post: {
                                id: number;
                                thread_id: number;
                                author: string;
                                author_id: number;
                                content: string;
                                created: string;
                                edited: string | null;
                                archive: boolean;
                                edited_by_moderator: boolean;
                                reactions: {
                                    reaction: "like" | "love" | "laugh" | "wow" | "sad" | "coin";
                                    count: number;
                                    mine: boolean;
                                }[];
                                /** @description The size of each image of this site the post shows (issue 20 §1: no layout shift). */
                                images?: {
                                    src: string;
                                    width: number;
                                    height: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/post/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes a post (the opening post deletes its thread: the author only while there are no replies, a moderator always); its author or a moderator of the category. 403 for someone else's post; 404 for one the caller may not see. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            thread_deleted: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/post/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Hides a post from everyone but its author and the moderators of its category (its author or such a moderator). 403 for someone else's post; 404 for one the caller may not see. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            archive: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/post/{id}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Shows an archived post again (its author or a moderator of the category). 403 for someone else's post; 404 for one the caller may not see. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            archive: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/post/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signed-in members report a post to the moderators of its category, with a category and, for OTHER, a reason; reporting it again while the report is open updates it. 404 for a post the caller may not see. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category?: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signed-in members report a thread to the moderators of its category, with a category and, for OTHER, a reason; reporting it again while the report is open updates it. 404 for a thread the caller may not see. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category?: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Whether the signed-in member is subscribed to a thread (notified of its replies). 404 for a thread they may not view. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            subscribed: boolean;
                            thread_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Subscribes the signed-in member to a thread: they are notified of its replies. 404 for a thread they may not view. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            subscribed: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ends the signed-in member's subscription to a thread. 404 for a thread they may not view. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            subscribed: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/post/{id}/react": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds the caller's `reaction` to someone else's post, and answers the post's reactions. Each member gives each reaction at most once: reacting again the same way changes nothing and answers the same counts. The post's author is notified, at most once per post an hour. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of: like, love, laugh, wow, sad, coin */
                        reaction: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            reactions: {
                                reaction: "like" | "love" | "laugh" | "wow" | "sad" | "coin";
                                count: number;
                                mine: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/post/{id}/unreact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Takes back the caller's `reaction` to a post, and answers the post's reactions. Taking back a reaction not given changes nothing. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of: like, love, laugh, wow, sad, coin */
                        reaction: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            reactions: {
                                reaction: "like" | "love" | "laugh" | "wow" | "sad" | "coin";
                                count: number;
                                mine: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/post/{id}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Who gave each reaction to a post (the first 50 members of each, earliest first), to whoever may view the post. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            reactions: {
                                reaction: "like" | "love" | "laugh" | "wow" | "sad" | "coin";
                                count: number;
                                users: {
                                    id: number;
                                    username: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A pinned thread is listed first in its category. Flips the flag and answers its new value; moderators of the category and administrators only, audited. 403 for anyone else; 404 for a thread the caller may not view. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            pinned: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Only moderators may reply in or edit a locked thread. Flips the flag and answers its new value; moderators of the category and administrators only, audited. 403 for anyone else; 404 for a thread the caller may not view. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            locked: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Only moderators may reply in or edit a closed thread. Flips the flag and answers its new value; moderators of the category and administrators only, audited. 403 for anyone else; 404 for a thread the caller may not view. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            closed: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description An archived thread leaves its category's list (its moderators still see it) and takes no replies. Flips the flag and answers its new value; moderators of the category and administrators only, audited. 403 for anyone else; 404 for a thread the caller may not view. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            archived: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Moves a thread to another category, giving it a free slug there (its old address redirects); the caller must moderate both categories. 403 without that; 404 for a thread or target category they may not view. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            category_id: number;
                            category_slug: string;
                            category_title: string;
                            slug: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Reports on posts and threads in the categories the caller moderates, by `status` (default `open`). 403 for a member who moderates no category. */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "resolved" | "dismissed" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            reports: {
                                id: number;
                                /** @enum {string} */
                                type: "post" | "thread";
                                target_id: number;
                                thread_id: number;
                                thread_title: string;
                                thread_slug: string;
                                category_id: number;
                                category_name: string;
                                category_slug: string;
                                /** @enum {string} */
                                category: "SPAM" | "ABUSE" | "RULE_VIOLATION" | "OTHER";
                                reason: string;
                                /** @enum {string} */
                                status: "open" | "resolved" | "dismissed";
                                reporter: string;
                                created: string;
                                excerpt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks an open report resolved; moderators of its category and administrators only. 404 for a report the caller does not moderate; 409 when it was already handled. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            status: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks an open report dismissed; moderators of its category and administrators only. 404 for a report the caller does not moderate; 409 when it was already handled. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            status: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member's notifications, newest first, with the unread count. Notifications about a thread the member may no longer view are left out. */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            notifications: {
                                id: number;
                                type: "reply" | "mention" | "quote" | "reaction" | "message" | "design_review" | "report" | "achievement" | "gift" | "trade" | "sale" | "friend_request" | "friend_accept";
                                read: boolean;
                                /** Format: date-time */
                                created_at: string;
                                actor: {
                                    id: number;
                                    username: string;
                                } | null;
                                thread_id: number | null;
                                post_id: number | null;
                                excerpt: string;
                                /** @description What the type needs beyond the columns (a reaction's name, a conversation id ...). */
                                data: {
                                    [key: string]: unknown;
                                };
                                title: string;
                                message: string;
                                /** @description Where it leads, or null. */
                                url: string | null;
                                threadId: number | null;
                                postId: number | null;
                            }[];
                            unread: number;
                            page: number;
                            has_more: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks the given notifications (`ids`), or all of them (`all: true`), read. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids?: number[];
                        /** @enum {boolean} */
                        all?: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member's conversations, newest activity first, each with its participants, last message and unread count. */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            conversations: {
                                id: number;
                                title: string;
                                participants: {
                                    id: number;
                                    username: string;
                                }[];
                                last_message: {
                                    id: number;
                                    author: {
                                        id: number;
                                        username: string;
                                    } | null;
                                    excerpt: string;
                                    created_at: string;
                                } | null;
                                unread_count: number;
                                last_message_at: string;
                            }[];
                            page: number;
                            has_more: boolean;
                            unread_conversations: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Starts a private conversation with the members named in `to` (2 to 20 members, the sender included) and its first message. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string[];
                        title: string;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            conversation_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description How many of the signed-in member’s conversations have unread messages (the header’s figure). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            unread_conversations: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A conversation and a page of its messages, oldest first (the newest page, or the one before the message `before`); marks it read. 404 to anyone not taking part, staff included. */
        get: {
            parameters: {
                query?: {
                    before?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            conversation: {
                                id: number;
                                title: string;
                                participants: {
                                    id: number;
                                    username: string;
                                }[];
                                created_at: string;
                            };
                            messages: {
                                id: number;
                                author: {
                                    id: number;
                                    username: string;
                                } | null;
                                content: string;
                                created_at: string;
                            }[];
                            has_more: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a message to a conversation the member takes part in. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            id: number;
                            message: {
                                id: number;
                                author: {
                                    id: number;
                                    username: string;
                                } | null;
                                content: string;
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Leaves a conversation: it disappears from the member’s inbox and they hear no more of it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Reports a message of the conversation to the moderators, who then see that message and the few around it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message_id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/message_reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Reports of private messages (moderators and administrators): each with the reported message and the messages around it. */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "resolved" | "dismissed" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            reports: {
                                id: number;
                                status: "open" | "resolved" | "dismissed";
                                reason: string;
                                created_at: string;
                                reporter: {
                                    id: number;
                                    username: string;
                                } | null;
                                conversation: {
                                    id: number;
                                    title: string;
                                };
                                message: {
                                    id: number;
                                    author: {
                                        id: number;
                                        username: string;
                                    } | null;
                                    content: string;
                                    created_at: string;
                                };
                                context: {
                                    id: number;
                                    author: {
                                        id: number;
                                        username: string;
                                    } | null;
                                    content: string;
                                    created_at: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/message_reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks an open message report resolved (moderators and administrators). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {string} */
                            status: "resolved";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/message_reports/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks an open message report dismissed (moderators and administrators). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {string} */
                            status: "dismissed";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/ignore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ignores a member. Not oneself (422), not staff (403: moderators, administrators, the Design Team). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {boolean} */
                            ignored: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/unignore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stops ignoring a member. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {boolean} */
                            ignored: false;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/ignored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The members the signed-in member ignores, most recently ignored first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            ignored: {
                                id: number;
                                username: string;
                                since: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drafts/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member's draft for `key` (reply-{thread_id}, thread-{category_id}, message-{conversation_id} or message-new), or `draft: null` when there is none. A thread or category the member cannot view, or a conversation they are not in, is 404; a malformed key is 400. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            draft: {
                                key: string;
                                title: string;
                                text: string;
                                /** Format: date-time */
                                updated_at: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Saves the signed-in member's draft for `key` with `text` (and `title` for a new thread), replacing the one before; an empty draft is deleted (`draft: null`). At most 64 KB per draft (413 beyond) and 100 drafts per member: saving a new draft beyond 100 drops the least recently saved ones. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            draft: {
                                key: string;
                                title: string;
                                text: string;
                                /** Format: date-time */
                                updated_at: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drafts/{key}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes the signed-in member's draft for `key`; succeeds when there is none. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/post/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A post's earlier texts, oldest first: each is the text before an edit, with when and by whom that edit was made and whether it was a moderator's. `text` is the post's current text. Whoever may view the post may read them; anyone else gets 404. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            post_id: number;
                            text: string;
                            created: string;
                            edited: string | null;
                            edited_by_moderator: boolean;
                            revisions: {
                                text: string;
                                /** Format: date-time */
                                edited_at: string;
                                editor: {
                                    id: number;
                                    username: string;
                                } | null;
                                by_moderator: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a member: their sessions end everywhere and sign-in is refused (administrators) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description When it ends (ISO date-time, in the future), or null for indefinitely
                         */
                        until: string | null;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                id: number;
                                suspended_until: string;
                                suspend_reason: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/silence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Silence a member: they may read and sign in, but not write (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description When it ends (ISO date-time, in the future), or null for indefinitely
                         */
                        until: string | null;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                id: number;
                                silenced_until: string;
                                silence_reason: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a suspension (administrators) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/unsilence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a silence (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What staff did, newest first (administrators) */
        get: {
            parameters: {
                query?: {
                    actor_id?: number;
                    action?: string;
                    target_type?: string;
                    target_id?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            entries: {
                                id: number;
                                actor: {
                                    id: number;
                                    username: string;
                                } | null;
                                action: string;
                                target_type: string;
                                target_id: string | null;
                                before: unknown;
                                after: unknown;
                                reason: string;
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            per_page: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signed-in members upload one image (PNG, JPEG, GIF or WebP, up to 8 MB) as multipart/form-data, for use in posts and messages; it is re-encoded and answered with its URL. 403 while silenced or unverified, or when the member's uploads fill their quota; 413 too large; 415 when the body is not multipart (400 when the file is not an image); 429 past the hourly upload limit (staff are exempt from both limits). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            id: number;
                            url: string;
                            width: number;
                            height: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An uploaded image's bytes, cacheable for good. Anyone may fetch it; 404 for an unknown id. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stored image, re-encoded at upload */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                        "image/jpeg": string;
                        "image/webp": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The member's achievements, in the order they were earned. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            achievements: {
                                key: "first_post" | "posts_100" | "first_purchase" | "first_design_approved" | "first_milestone" | "daily_streak_7" | "first_trade";
                                name: string;
                                description: string;
                                /** Format: date-time */
                                earned_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily_reward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's daily reward: claimed today or not, the streak, and the next claim. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            claimed_today: boolean;
                            /** @description Consecutive days claimed; 0 once a day is missed. */
                            streak: number;
                            /** @description What the next claim pays if the streak holds. */
                            next_coins: number;
                            /**
                             * Format: date-time
                             * @description When the next claim opens (UTC).
                             */
                            next_claim_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Claims the daily reward: 20 coins on the first day, 5 more each consecutive day, 50 from the 7th. A second claim on the same UTC day answers 409 and says when the next one is. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            /** @description The coins this claim granted. */
                            coins: number;
                            streak: number;
                            balance: {
                                coins: number;
                                gems: number;
                            };
                            /** @description What the next claim pays if the streak holds. */
                            next_coins: number;
                            /**
                             * Format: date-time
                             * @description When the next claim opens (UTC).
                             */
                            next_claim_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The shoutbox, newest first, 20 at a time; `before` (a shout id) pages back. Anyone may read it. */
        get: {
            parameters: {
                query?: {
                    before?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            shouts: {
                                id: number;
                                /** @description Plain text (never HTML); the page makes http(s) links clickable. */
                                text: string;
                                /** Format: date-time */
                                created_at: string;
                                author: {
                                    id: number;
                                    username: string;
                                    /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                    avatar_url: string;
                                };
                            }[];
                            has_more: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Shouts on the wall: plain text of 1–280 characters, no images; one shout per member every 15 seconds, never the same text twice in a row. Everyone sees it live. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            shout: {
                                id: number;
                                /** @description Plain text (never HTML); the page makes http(s) links clickable. */
                                text: string;
                                /** Format: date-time */
                                created_at: string;
                                author: {
                                    id: number;
                                    username: string;
                                    /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                    avatar_url: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shouts/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes a shout: its author within 5 minutes, moderators and administrators always (audited). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shouts/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Reports someone else's shout to the moderators; one open report per member and shout. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/shout_reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Reports of shouts (moderators and administrators), each with the text as reported. */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "resolved" | "dismissed" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            reports: {
                                id: number;
                                status: "open" | "resolved" | "dismissed";
                                reason: string;
                                created_at: string;
                                reporter: {
                                    id: number;
                                    username: string;
                                } | null;
                                /** @description The shout's author (null once their account is gone). */
                                author: {
                                    id: number;
                                    username: string;
                                    /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                    avatar_url: string;
                                } | null;
                                /** @description The shout as it was reported, kept after it is deleted. */
                                text: string;
                                /** @description The shout while it still exists (null once deleted or pruned). */
                                shout: {
                                    id: number;
                                    created_at: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/shout_reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks an open shout report resolved (moderators and administrators). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {string} */
                            status: "resolved";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/shout_reports/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks an open shout report dismissed (moderators and administrators). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {string} */
                            status: "dismissed";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/friend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Asks the member to be friends, or accepts their request if they asked first. Asking again, or asking a friend, answers where the two stand. Not oneself (400), not a member who ignores you (403); 409 when either would pass the friend limit. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            state: "none" | "friends" | "requested" | "incoming";
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/unfriend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ends the friendship with the member, withdraws your request to them or declines theirs; nothing there is no error. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            state: "none" | "friends" | "requested" | "incoming";
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The member's friends by name, and the requests to and from them, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            friends: {
                                id: number;
                                username: string;
                                /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                avatar_url: string;
                                /** @description When the friendship began (accepted) or the request was made. */
                                since: string;
                            }[];
                            incoming: {
                                id: number;
                                username: string;
                                /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                avatar_url: string;
                                /** @description When the friendship began (accepted) or the request was made. */
                                since: string;
                            }[];
                            outgoing: {
                                id: number;
                                username: string;
                                /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                avatar_url: string;
                                /** @description When the friendship began (accepted) or the request was made. */
                                since: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accepts the friend request of the member `id`; 404 when they haven't asked. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            state: "none" | "friends" | "requested" | "incoming";
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Declines the friend request of the member `id`; 404 when they haven't asked. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            state: "none" | "friends" | "requested" | "incoming";
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A member's friends for their profile (public, like the profile): the first 60 by name, the total, and where the viewer stands towards them ('none' for visitors). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            friends: {
                                id: number;
                                username: string;
                                /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                avatar_url: string;
                                /** @description When the friendship began (accepted) or the request was made. */
                                since: string;
                            }[];
                            total: number;
                            state: "none" | "friends" | "requested" | "incoming";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What the member's friends did recently, newest first; `before` (an entry's id) pages back. */
        get: {
            parameters: {
                query?: {
                    before?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            entries: {
                                id: number;
                                kind: "thread" | "reply" | "game_milestone" | "game_best" | "look" | "design_approved" | "achievement";
                                created_at: string;
                                member: {
                                    id: number;
                                    username: string;
                                    /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                    avatar_url: string;
                                };
                                /** @description Forum activity: the thread (and for replies the post), with the link to it. */
                                thread?: {
                                    id: number;
                                    url: string;
                                    title: string;
                                };
                                post_id?: number;
                                /** @description Tile Tumble: the score of a best game or of the milestone reached. */
                                score?: number;
                                /** @description A design approved into the shop: its name and item page. */
                                design?: {
                                    id: number;
                                    url: string;
                                    name: string;
                                };
                                /** @description An achievement's key and name. */
                                achievement?: {
                                    key: string;
                                    name: string;
                                };
                            }[];
                            has_more: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/spotlight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Today's (UTC) member in the spotlight: their full figure, join date, posts, best Tile Tumble score and achievements; `member` is null when nobody could be picked. Every server shows the same member. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @description A UTC day, YYYY-MM-DD. */
                            day: string;
                            member: {
                                id: number;
                                username: string;
                                /** @description The full figure: /api/user/{id}/avatar.png?size=figure&v=… */
                                avatar_url: string;
                                /** Format: date-time */
                                joined: string;
                                post_count: number;
                                /** @description Best finished Tile Tumble score; 0 if none. */
                                best_score: number;
                                achievements: {
                                    key: "first_post" | "posts_100" | "first_purchase" | "first_design_approved" | "first_milestone" | "daily_streak_7" | "first_trade";
                                    name: string;
                                    description: string;
                                    /** Format: date-time */
                                    earned_at: string;
                                }[];
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/spotlight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Administrators: the spotlight's picks of the last 14 and the next 14 days, oldest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @description A UTC day, YYYY-MM-DD. */
                            today: string;
                            picks: {
                                /** @description A UTC day, YYYY-MM-DD. */
                                day: string;
                                /** @description Null when nobody could be picked (or the member was deleted). */
                                member: {
                                    id: number;
                                    username: string;
                                    /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                    avatar_url: string;
                                } | null;
                                /** @description The name of the administrator who picked the member, or null for the daily rule's pick. */
                                picked_by: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Administrators: puts a member in the spotlight for today or a day up to 60 days ahead, replacing the daily pick. The member must exist, not be suspended and not have opted out. Audited. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A UTC day, YYYY-MM-DD. */
                        day: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            pick: {
                                /** @description A UTC day, YYYY-MM-DD. */
                                day: string;
                                /** @description Null when nobody could be picked (or the member was deleted). */
                                member: {
                                    id: number;
                                    username: string;
                                    /** @description The composed avatar image (`/api/user/{id}/avatar.png?v=…`). */
                                    avatar_url: string;
                                } | null;
                                /** @description The name of the administrator who picked the member, or null for the daily rule's pick. */
                                picked_by: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member's privacy: activity hidden from friends' feeds, out of the spotlight. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                            hide_activity: boolean;
                            spotlight_opt_out: boolean;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        /** @description Changes the privacy settings given (the others stay). Opting out of the spotlight while in it takes the member out of today's. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hide_activity?: boolean;
                        spotlight_opt_out?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                            hide_activity: boolean;
                            spotlight_opt_out: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The shop's items on sale, one page at a time: filtered by `category` and a `search` in their names, sorted by `sort` (default `name`), 12 a page unless `per_page` says otherwise. Anyone may call it. */
        get: {
            parameters: {
                query?: {
                    category?: "all" | "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "background";
                    search?: string;
                    sort?: "name" | "price" | "date";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            items: {
                                id: number;
                                variant_name: string;
                                /** @description '{design name} ({variant name})' */
                                name: string;
                                design_id: number;
                                design_name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                creator: string | null;
                                created_at: string;
                                price_coins: number;
                                price_gems: number;
                                hex_color: string;
                                max_owned: number;
                                /** @description null: unlimited. */
                                remaining_stock: number | null;
                                /** @description null: never. */
                                expires_at: string | null;
                                sprite_rect: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                offset: {
                                    x: number;
                                    y: number;
                                };
                                default_layer: number;
                                is_starter: boolean;
                                /** @description Expired, sold out or not on sale: visible but not buyable. */
                                available: boolean;
                                /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                sprite_url: string;
                            }[];
                            total: number;
                            page: number;
                            per_page: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member's coins, gems and items, with how many of each they own. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            coins: number;
                            gems: number;
                            items: {
                                id: number;
                                variant_name: string;
                                /** @description '{design name} ({variant name})' */
                                name: string;
                                design_id: number;
                                design_name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                creator: string | null;
                                created_at: string;
                                price_coins: number;
                                price_gems: number;
                                hex_color: string;
                                max_owned: number;
                                /** @description null: unlimited. */
                                remaining_stock: number | null;
                                /** @description null: never. */
                                expires_at: string | null;
                                sprite_rect: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                offset: {
                                    x: number;
                                    y: number;
                                };
                                default_layer: number;
                                is_starter: boolean;
                                /** @description Expired, sold out or not on sale: visible but not buyable. */
                                available: boolean;
                                /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                sprite_url: string;
                                quantity: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Buys one item for the signed-in member with their coins or gems, in one transaction: the balance is debited, the item added, the ledger written, the design's creator paid their share. 400 for an item not for sale or a balance too low; 404 for an unknown item; 409 when already owned as often as allowed or sold out; 410 when its sale has ended. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        variant_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            coins: number;
                            gems: number;
                            transaction_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One of the signed-in member's ledger entries (a purchase, gift, reward or sale). 404 for an unknown id or someone else's entry. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            transaction: {
                                id: number;
                                kind: string;
                                coins: number;
                                gems: number;
                                description: string;
                                ref_type: string | null;
                                ref_id: number | null;
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member's avatar: the items worn, with layer and offset, and the URL of its image. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            config: {
                                item_variant: number;
                                layer: number;
                                custom_offset: {
                                    x: number;
                                    y: number;
                                };
                            }[];
                            /** @description Versioned URL of the composed image: /api/user/{id}/avatar.png?v=… */
                            avatar_url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Dresses the signed-in member's avatar in items they own (one skin, at most one per category but accessories, layers and offsets within bounds). 400 for an outfit that breaks those rules. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        config: {
                            item_variant: number;
                            layer: number;
                            custom_offset: {
                                x: number;
                                y: number;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            config: {
                                item_variant: number;
                                layer: number;
                                custom_offset: {
                                    x: number;
                                    y: number;
                                };
                            }[];
                            /** @description Versioned URL of the composed image: /api/user/{id}/avatar.png?v=… */
                            avatar_url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/avatar.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A member's avatar as a PNG, in `size` (default `full`); with `v` equal to its current version the answer may be cached for good, and a matching If-None-Match answers 304. 404 for an unknown member or one without an avatar. */
        get: {
            parameters: {
                query?: {
                    size?: "small" | "medium" | "large" | "full" | "figure";
                    v?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PNG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Not modified */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/item/{id}/sprite.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An item variant's sprite sheet as a PNG. 404 for an unknown variant, or one whose design is not approved and the caller is neither its creator nor on the Design Team. With `v` equal to its current version the answer may be cached for good; a matching If-None-Match answers 304. */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PNG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Not modified */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designs/{id}/sprite.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A design's sprite sheet as a PNG. 404 for an unknown design, or one not approved when the caller is neither its creator nor on the Design Team nor able to read its review thread. With `v` equal to its current version the answer may be cached for good; a matching If-None-Match answers 304. */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PNG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Not modified */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The member's latest gifts, received and sent. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            received: {
                                id: number;
                                /** @description Null once the giver's account is gone. */
                                from: {
                                    id: number;
                                    username: string;
                                } | null;
                                to: {
                                    id: number;
                                    username: string;
                                };
                                item: {
                                    id: number;
                                    variant_name: string;
                                    /** @description '{design name} ({variant name})' */
                                    name: string;
                                    design_id: number;
                                    design_name: string;
                                    /** @enum {string} */
                                    category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                    creator: string | null;
                                    created_at: string;
                                    price_coins: number;
                                    price_gems: number;
                                    hex_color: string;
                                    max_owned: number;
                                    /** @description null: unlimited. */
                                    remaining_stock: number | null;
                                    /** @description null: never. */
                                    expires_at: string | null;
                                    sprite_rect: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                    offset: {
                                        x: number;
                                        y: number;
                                    };
                                    default_layer: number;
                                    is_starter: boolean;
                                    /** @description Expired, sold out or not on sale: visible but not buyable. */
                                    available: boolean;
                                    /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                    sprite_url: string;
                                };
                                /**
                                 * @description `bought` from the shop by the giver, or `given` from their own items.
                                 * @enum {string}
                                 */
                                kind: "bought" | "given";
                                message: string;
                                created_at: string;
                            }[];
                            sent: {
                                id: number;
                                /** @description Null once the giver's account is gone. */
                                from: {
                                    id: number;
                                    username: string;
                                } | null;
                                to: {
                                    id: number;
                                    username: string;
                                };
                                item: {
                                    id: number;
                                    variant_name: string;
                                    /** @description '{design name} ({variant name})' */
                                    name: string;
                                    design_id: number;
                                    design_name: string;
                                    /** @enum {string} */
                                    category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                    creator: string | null;
                                    created_at: string;
                                    price_coins: number;
                                    price_gems: number;
                                    hex_color: string;
                                    max_owned: number;
                                    /** @description null: unlimited. */
                                    remaining_stock: number | null;
                                    /** @description null: never. */
                                    expires_at: string | null;
                                    sprite_rect: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                    offset: {
                                        x: number;
                                        y: number;
                                    };
                                    default_layer: number;
                                    is_starter: boolean;
                                    /** @description Expired, sold out or not on sale: visible but not buyable. */
                                    available: boolean;
                                    /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                    sprite_url: string;
                                };
                                /**
                                 * @description `bought` from the shop by the giver, or `given` from their own items.
                                 * @enum {string}
                                 */
                                kind: "bought" | "given";
                                message: string;
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Sends a gift: bought from the shop by the giver, or with `from_inventory: true` one of their own tradeable items. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string;
                        variant_id: number;
                        message?: string;
                        from_inventory?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            coins: number;
                            gems: number;
                            gift: {
                                id: number;
                                /** @description Null once the giver's account is gone. */
                                from: {
                                    id: number;
                                    username: string;
                                } | null;
                                to: {
                                    id: number;
                                    username: string;
                                };
                                item: {
                                    id: number;
                                    variant_name: string;
                                    /** @description '{design name} ({variant name})' */
                                    name: string;
                                    design_id: number;
                                    design_name: string;
                                    /** @enum {string} */
                                    category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                    creator: string | null;
                                    created_at: string;
                                    price_coins: number;
                                    price_gems: number;
                                    hex_color: string;
                                    max_owned: number;
                                    /** @description null: unlimited. */
                                    remaining_stock: number | null;
                                    /** @description null: never. */
                                    expires_at: string | null;
                                    sprite_rect: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                    offset: {
                                        x: number;
                                        y: number;
                                    };
                                    default_layer: number;
                                    is_starter: boolean;
                                    /** @description Expired, sold out or not on sale: visible but not buyable. */
                                    available: boolean;
                                    /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                    sprite_url: string;
                                };
                                /**
                                 * @description `bought` from the shop by the giver, or `given` from their own items.
                                 * @enum {string}
                                 */
                                kind: "bought" | "given";
                                message: string;
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The member's open trades, both directions, then the latest closed ones. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            trades: {
                                id: number;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined" | "cancelled" | "expired";
                                from: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                to: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                give: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                get: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                message: string;
                                created_at: string;
                                expires_at: string;
                                resolved_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Offers a trade; the offerer's side is held until it is answered, cancelled or expires. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string;
                        give: {
                            variant_ids: number[];
                            coins: number;
                            gems: number;
                        };
                        get: {
                            variant_ids: number[];
                            coins: number;
                            gems: number;
                        };
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                            trade: {
                                id: number;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined" | "cancelled" | "expired";
                                from: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                to: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                give: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                get: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                message: string;
                                created_at: string;
                                expires_at: string;
                                resolved_at: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trades/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One trade of the signed-in member, as offerer or recipient. 404 for anyone else. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                            trade: {
                                id: number;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined" | "cancelled" | "expired";
                                from: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                to: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                give: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                get: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                message: string;
                                created_at: string;
                                expires_at: string;
                                resolved_at: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trades/member/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A member to trade with: their avatar and the items they could trade. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    username: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            member: {
                                id: number;
                                username: string;
                                avatar_url: string;
                                avatar: {
                                    item_variant: number;
                                    layer: number;
                                    custom_offset: {
                                        x: number;
                                        y: number;
                                    };
                                    item: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    };
                                }[];
                            };
                            items: {
                                id: number;
                                variant_name: string;
                                /** @description '{design name} ({variant name})' */
                                name: string;
                                design_id: number;
                                design_name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                creator: string | null;
                                created_at: string;
                                price_coins: number;
                                price_gems: number;
                                hex_color: string;
                                max_owned: number;
                                /** @description null: unlimited. */
                                remaining_stock: number | null;
                                /** @description null: never. */
                                expires_at: string | null;
                                sprite_rect: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                offset: {
                                    x: number;
                                    y: number;
                                };
                                default_layer: number;
                                is_starter: boolean;
                                /** @description Expired, sold out or not on sale: visible but not buyable. */
                                available: boolean;
                                /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                sprite_url: string;
                                quantity: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trades/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The recipient accepts an open offer: both sides change hands in one transaction. 403 for anyone but the recipient; 409 when the offer is no longer open or the recipient lacks what is asked of them. 404 for a trade that is not the member's. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                            trade: {
                                id: number;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined" | "cancelled" | "expired";
                                from: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                to: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                give: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                get: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                message: string;
                                created_at: string;
                                expires_at: string;
                                resolved_at: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trades/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The recipient declines an open offer; the offerer's side is released. 403 for anyone but the recipient; 409 when the offer is no longer open. 404 for a trade that is not the member's. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                            trade: {
                                id: number;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined" | "cancelled" | "expired";
                                from: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                to: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                give: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                get: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                message: string;
                                created_at: string;
                                expires_at: string;
                                resolved_at: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trades/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The offerer withdraws an open offer; their side is released. 403 for anyone but the offerer; 409 when the offer is no longer open. 404 for a trade that is not the member's. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                            trade: {
                                id: number;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined" | "cancelled" | "expired";
                                from: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                to: {
                                    id: number;
                                    username: string;
                                    avatar_url: string;
                                    avatar: {
                                        item_variant: number;
                                        layer: number;
                                        custom_offset: {
                                            x: number;
                                            y: number;
                                        };
                                        item: {
                                            id: number;
                                            variant_name: string;
                                            /** @description '{design name} ({variant name})' */
                                            name: string;
                                            design_id: number;
                                            design_name: string;
                                            /** @enum {string} */
                                            category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                            creator: string | null;
                                            created_at: string;
                                            price_coins: number;
                                            price_gems: number;
                                            hex_color: string;
                                            max_owned: number;
                                            /** @description null: unlimited. */
                                            remaining_stock: number | null;
                                            /** @description null: never. */
                                            expires_at: string | null;
                                            sprite_rect: {
                                                x: number;
                                                y: number;
                                                width: number;
                                                height: number;
                                            };
                                            offset: {
                                                x: number;
                                                y: number;
                                            };
                                            default_layer: number;
                                            is_starter: boolean;
                                            /** @description Expired, sold out or not on sale: visible but not buyable. */
                                            available: boolean;
                                            /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                            sprite_url: string;
                                        };
                                    }[];
                                };
                                give: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                get: {
                                    items: {
                                        id: number;
                                        variant_name: string;
                                        /** @description '{design name} ({variant name})' */
                                        name: string;
                                        design_id: number;
                                        design_name: string;
                                        /** @enum {string} */
                                        category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                        creator: string | null;
                                        created_at: string;
                                        price_coins: number;
                                        price_gems: number;
                                        hex_color: string;
                                        max_owned: number;
                                        /** @description null: unlimited. */
                                        remaining_stock: number | null;
                                        /** @description null: never. */
                                        expires_at: string | null;
                                        sprite_rect: {
                                            x: number;
                                            y: number;
                                            width: number;
                                            height: number;
                                        };
                                        offset: {
                                            x: number;
                                            y: number;
                                        };
                                        default_layer: number;
                                        is_starter: boolean;
                                        /** @description Expired, sold out or not on sale: visible but not buyable. */
                                        available: boolean;
                                        /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                        sprite_url: string;
                                    }[];
                                    coins: number;
                                    gems: number;
                                };
                                message: string;
                                created_at: string;
                                expires_at: string;
                                resolved_at: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outfits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member's saved outfits, each with its items and whether they own them. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            outfits: {
                                id: number;
                                name: string;
                                config: {
                                    item_variant: number;
                                    layer: number;
                                    custom_offset: {
                                        x: number;
                                        y: number;
                                    };
                                }[];
                                items: {
                                    id: number;
                                    variant_name: string;
                                    /** @description '{design name} ({variant name})' */
                                    name: string;
                                    design_id: number;
                                    design_name: string;
                                    /** @enum {string} */
                                    category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                    creator: string | null;
                                    created_at: string;
                                    price_coins: number;
                                    price_gems: number;
                                    hex_color: string;
                                    max_owned: number;
                                    /** @description null: unlimited. */
                                    remaining_stock: number | null;
                                    /** @description null: never. */
                                    expires_at: string | null;
                                    sprite_rect: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                    offset: {
                                        x: number;
                                        y: number;
                                    };
                                    default_layer: number;
                                    is_starter: boolean;
                                    /** @description Expired, sold out or not on sale: visible but not buyable. */
                                    available: boolean;
                                    /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                    sprite_url: string;
                                    owned: boolean;
                                }[];
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Saves the given avatar configuration as a named outfit of the signed-in member (at most 20). 400 for a missing or too long name or a bad configuration; 409 when they have 20 already. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        config: {
                            item_variant: number;
                            layer: number;
                            custom_offset: {
                                x: number;
                                y: number;
                            };
                        }[];
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            outfit: {
                                id: number;
                                name: string;
                                config: {
                                    item_variant: number;
                                    layer: number;
                                    custom_offset: {
                                        x: number;
                                        y: number;
                                    };
                                }[];
                                items: {
                                    id: number;
                                    variant_name: string;
                                    /** @description '{design name} ({variant name})' */
                                    name: string;
                                    design_id: number;
                                    design_name: string;
                                    /** @enum {string} */
                                    category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                    creator: string | null;
                                    created_at: string;
                                    price_coins: number;
                                    price_gems: number;
                                    hex_color: string;
                                    max_owned: number;
                                    /** @description null: unlimited. */
                                    remaining_stock: number | null;
                                    /** @description null: never. */
                                    expires_at: string | null;
                                    sprite_rect: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                    offset: {
                                        x: number;
                                        y: number;
                                    };
                                    default_layer: number;
                                    is_starter: boolean;
                                    /** @description Expired, sold out or not on sale: visible but not buyable. */
                                    available: boolean;
                                    /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                    sprite_url: string;
                                    owned: boolean;
                                }[];
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outfits/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes one of the signed-in member's outfits. 404 for an unknown id or someone else's outfit. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What a member wears: the items of their avatar (with whether the caller owns each) and the URL of its image. Anyone may call it; 404 for an unknown or deleted member. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user_id: number;
                            username: string;
                            config: {
                                item_variant: number;
                                layer: number;
                                custom_offset: {
                                    x: number;
                                    y: number;
                                };
                            }[];
                            items: {
                                id: number;
                                variant_name: string;
                                /** @description '{design name} ({variant name})' */
                                name: string;
                                design_id: number;
                                design_name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                creator: string | null;
                                created_at: string;
                                price_coins: number;
                                price_gems: number;
                                hex_color: string;
                                max_owned: number;
                                /** @description null: unlimited. */
                                remaining_stock: number | null;
                                /** @description null: never. */
                                expires_at: string | null;
                                sprite_rect: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                offset: {
                                    x: number;
                                    y: number;
                                };
                                default_layer: number;
                                is_starter: boolean;
                                /** @description Expired, sold out or not on sale: visible but not buyable. */
                                available: boolean;
                                /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                sprite_url: string;
                                owned: boolean;
                            }[];
                            avatar_url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/purchase_look": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Buys, in one transaction, every item of a look the signed-in member does not own yet, and with `wear` dresses them in it. 400 when they own all of it, an item is not for sale or the balance is too low; 404 for an unknown item; 409 sold out; 410 a sale has ended. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        variant_ids: number[];
                        wear?: {
                            item_variant: number;
                            layer: number;
                            custom_offset: {
                                x: number;
                                y: number;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            coins: number;
                            gems: number;
                            /** @description The variants bought, in the order they were paid for. */
                            bought: number[];
                            /** @description Set when the look was also worn: the new avatar image. */
                            avatar_url: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An item variant's page: the item, its other variants, how many own it and have bought it, its rarity, and for a signed-in caller whether they own or wish for it. 404 for an unknown variant or an unapproved design the caller may not see. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            item: {
                                id: number;
                                variant_name: string;
                                /** @description '{design name} ({variant name})' */
                                name: string;
                                design_id: number;
                                design_name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                creator: string | null;
                                created_at: string;
                                price_coins: number;
                                price_gems: number;
                                hex_color: string;
                                max_owned: number;
                                /** @description null: unlimited. */
                                remaining_stock: number | null;
                                /** @description null: never. */
                                expires_at: string | null;
                                sprite_rect: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                offset: {
                                    x: number;
                                    y: number;
                                };
                                default_layer: number;
                                is_starter: boolean;
                                /** @description Expired, sold out or not on sale: visible but not buyable. */
                                available: boolean;
                                /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                sprite_url: string;
                                creator_id: number | null;
                            };
                            /** @description Members who own it (every member for a starter item). */
                            owners: number;
                            /** @description Copies the shop has sold, gifts bought included. */
                            sold: number;
                            rarity: "common" | "rare" | "limited" | "retired";
                            /** @description Every colour variant of the design, this one included, in the design's order. */
                            variants: {
                                id: number;
                                variant_name: string;
                                /** @description '{design name} ({variant name})' */
                                name: string;
                                design_id: number;
                                design_name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                creator: string | null;
                                created_at: string;
                                price_coins: number;
                                price_gems: number;
                                hex_color: string;
                                max_owned: number;
                                /** @description null: unlimited. */
                                remaining_stock: number | null;
                                /** @description null: never. */
                                expires_at: string | null;
                                sprite_rect: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                offset: {
                                    x: number;
                                    y: number;
                                };
                                default_layer: number;
                                is_starter: boolean;
                                /** @description Expired, sold out or not on sale: visible but not buyable. */
                                available: boolean;
                                /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                sprite_url: string;
                            }[];
                            /** @description A skin tone to show the item on for visitors (members see their own look). */
                            default_skin: {
                                id: number;
                                variant_name: string;
                                /** @description '{design name} ({variant name})' */
                                name: string;
                                design_id: number;
                                design_name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                creator: string | null;
                                created_at: string;
                                price_coins: number;
                                price_gems: number;
                                hex_color: string;
                                max_owned: number;
                                /** @description null: unlimited. */
                                remaining_stock: number | null;
                                /** @description null: never. */
                                expires_at: string | null;
                                sprite_rect: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                offset: {
                                    x: number;
                                    y: number;
                                };
                                default_layer: number;
                                is_starter: boolean;
                                /** @description Expired, sold out or not on sale: visible but not buyable. */
                                available: boolean;
                                /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                sprite_url: string;
                            } | null;
                            /** @description Always false for visitors. */
                            wishlisted: boolean;
                            /** @description How many the caller owns. */
                            owned: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member's wishlist, latest wish first, each item saying whether it can be bought now. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            items: {
                                id: number;
                                variant_name: string;
                                /** @description '{design name} ({variant name})' */
                                name: string;
                                design_id: number;
                                design_name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                creator: string | null;
                                created_at: string;
                                price_coins: number;
                                price_gems: number;
                                hex_color: string;
                                max_owned: number;
                                /** @description null: unlimited. */
                                remaining_stock: number | null;
                                /** @description null: never. */
                                expires_at: string | null;
                                sprite_rect: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                offset: {
                                    x: number;
                                    y: number;
                                };
                                default_layer: number;
                                is_starter: boolean;
                                /** @description Expired, sold out or not on sale: visible but not buyable. */
                                available: boolean;
                                /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                sprite_url: string;
                                wished_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/{variant_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds an item variant to the signed-in member's wishlist (adding it again changes nothing). 404 for a variant they may not see; 409 when the wishlist holds 100 items already. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    variant_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            wishlisted: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/{variant_id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Removes an item variant from the signed-in member's wishlist; removing one that is not there succeeds all the same. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    variant_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            wishlisted: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-designs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member's own designs, every status, with their variants, newest workflow and what their sales earned them. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            designs: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                /** @enum {string} */
                                status: "draft" | "pending" | "approved" | "rejected";
                                variant_count: number;
                                created_at: string;
                                rejection_reason: string | null;
                                workflow: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "active" | "approved" | "rejected";
                                    thread_id: number | null;
                                    /** @description Canonical URL of the discussion thread. */
                                    thread_url: string | null;
                                    has_acted: boolean;
                                    steps: {
                                        id: number;
                                        name: string;
                                        /** @enum {string} */
                                        type: "approval" | "publish";
                                        /** @enum {string} */
                                        status: "pending" | "in_progress" | "completed" | "rejected";
                                        required_approvals: number;
                                        approvals: number;
                                        can_act: boolean;
                                        actions: {
                                            id: number;
                                            user: string;
                                            /** @enum {string} */
                                            action: "approve" | "reject";
                                            notes: string;
                                            reason: string | null;
                                            feedback: string | null;
                                            /** @description Present for the Design Team only. */
                                            internal_note?: string | null;
                                            created_at: string;
                                        }[];
                                    }[];
                                } | null;
                                creator_username: string | null;
                                is_body_mod: boolean;
                                body_mod_tags: string[];
                                spriteWidth: number;
                                spriteHeight: number;
                                defaultLayer: number;
                                sheet_url: string;
                                variants: {
                                    id: number;
                                    variant_name: string;
                                    /** @description '{design name} ({variant name})' */
                                    name: string;
                                    design_id: number;
                                    design_name: string;
                                    /** @enum {string} */
                                    category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                    creator: string | null;
                                    created_at: string;
                                    price_coins: number;
                                    price_gems: number;
                                    hex_color: string;
                                    max_owned: number;
                                    /** @description null: unlimited. */
                                    remaining_stock: number | null;
                                    /** @description null: never. */
                                    expires_at: string | null;
                                    sprite_rect: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                    offset: {
                                        x: number;
                                        y: number;
                                    };
                                    default_layer: number;
                                    is_starter: boolean;
                                    /** @description Expired, sold out or not on sale: visible but not buyable. */
                                    available: boolean;
                                    /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                    sprite_url: string;
                                }[];
                                /** @description GET /api/my-designs only: copies bought by other members, gifts included. */
                                copies_sold?: number;
                                /** @description GET /api/my-designs only: the coins the creator's 10 % share has paid. */
                                coins_earned?: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A design with its variants and newest workflow. Approved designs are public; a draft, pending or rejected one only for its creator and the Design Team (404 for anyone else). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            design: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                /** @enum {string} */
                                status: "draft" | "pending" | "approved" | "rejected";
                                variant_count: number;
                                created_at: string;
                                rejection_reason: string | null;
                                workflow: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "active" | "approved" | "rejected";
                                    thread_id: number | null;
                                    /** @description Canonical URL of the discussion thread. */
                                    thread_url: string | null;
                                    has_acted: boolean;
                                    steps: {
                                        id: number;
                                        name: string;
                                        /** @enum {string} */
                                        type: "approval" | "publish";
                                        /** @enum {string} */
                                        status: "pending" | "in_progress" | "completed" | "rejected";
                                        required_approvals: number;
                                        approvals: number;
                                        can_act: boolean;
                                        actions: {
                                            id: number;
                                            user: string;
                                            /** @enum {string} */
                                            action: "approve" | "reject";
                                            notes: string;
                                            reason: string | null;
                                            feedback: string | null;
                                            /** @description Present for the Design Team only. */
                                            internal_note?: string | null;
                                            created_at: string;
                                        }[];
                                    }[];
                                } | null;
                                creator_username: string | null;
                                is_body_mod: boolean;
                                body_mod_tags: string[];
                                spriteWidth: number;
                                spriteHeight: number;
                                defaultLayer: number;
                                sheet_url: string;
                                variants: {
                                    id: number;
                                    variant_name: string;
                                    /** @description '{design name} ({variant name})' */
                                    name: string;
                                    design_id: number;
                                    design_name: string;
                                    /** @enum {string} */
                                    category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                    creator: string | null;
                                    created_at: string;
                                    price_coins: number;
                                    price_gems: number;
                                    hex_color: string;
                                    max_owned: number;
                                    /** @description null: unlimited. */
                                    remaining_stock: number | null;
                                    /** @description null: never. */
                                    expires_at: string | null;
                                    sprite_rect: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                    offset: {
                                        x: number;
                                        y: number;
                                    };
                                    default_layer: number;
                                    is_starter: boolean;
                                    /** @description Expired, sold out or not on sale: visible but not buyable. */
                                    available: boolean;
                                    /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                    sprite_url: string;
                                }[];
                                /** @description GET /api/my-designs only: copies bought by other members, gifts included. */
                                copies_sold?: number;
                                /** @description GET /api/my-designs only: the coins the creator's 10 % share has paid. */
                                coins_earned?: number;
                            };
                            variants: {
                                id: number;
                                variant_name: string;
                                /** @description '{design name} ({variant name})' */
                                name: string;
                                design_id: number;
                                design_name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                creator: string | null;
                                created_at: string;
                                price_coins: number;
                                price_gems: number;
                                hex_color: string;
                                max_owned: number;
                                /** @description null: unlimited. */
                                remaining_stock: number | null;
                                /** @description null: never. */
                                expires_at: string | null;
                                sprite_rect: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                offset: {
                                    x: number;
                                    y: number;
                                };
                                default_layer: number;
                                is_starter: boolean;
                                /** @description Expired, sold out or not on sale: visible but not buyable. */
                                available: boolean;
                                /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                sprite_url: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designs/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signed-in members upload a new draft design as multipart/form-data: a PNG sprite sheet (at most 5 MB) holding its variants top to bottom, with `name`, `category`, `sprite_width`, `sprite_height`, `variants` (JSON) and optional body-mod fields. 400 for a field or sheet that breaks the rules; 403 while silenced or unverified or over the upload quota; 413 too large; 415 not multipart; 429 past the hourly upload limit. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            design_id: number;
                            /**
                             * @description A draft has no discussion thread until it is submitted.
                             * @enum {object|null}
                             */
                            thread_id: never | null;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design/{id}/update-offsets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The design's creator moves its variants' sprites by whole pixels (`variant_offsets` by variant id) while it is not approved. 400 for an approved design, a variant of another design or an offset out of bounds; 403 for someone else's design it may see; 404 for one it may not. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        variant_offsets: {
                            [key: string]: {
                                x: number;
                                y: number;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design/{id}/reset-to-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The creator turns their rejected design back into a draft, to change and submit it again. 400 when it is not rejected; 403 for someone else's design the caller may see; 404 for one they may not. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sprite-builder/upload-variant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signed-in members upload one variant's sprite (PNG or JPEG, at most 0.5 MB), to build a sheet from, as multipart/form-data; answers its uuid. 400 for a file of the wrong type; 403 while silenced or unverified or over the upload quota; 413 too large; 415 not multipart; 429 past the hourly upload limit. Refusals carry the message as `error` too. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** Format: uuid */
                            uuid: string;
                            width: number;
                            height: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sprite-builder/upload-sprite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signed-in members upload a whole sprite sheet (PNG, at most 5 MB), to split into variants, as multipart/form-data; answers its uuid. 400 for a file of the wrong type; 403 while silenced or unverified or over the upload quota; 413 too large; 415 not multipart; 429 past the hourly upload limit. Refusals carry the message as `error` too. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** Format: uuid */
                            uuid: string;
                            width: number;
                            height: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sprite-builder/build": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stacks the signed-in member's builder uploads (`uuids`, 1 to 20 images of one size) into a sprite sheet and stores it. 400 for images of different sizes; 404 for an image that is not theirs. Refusals carry the message as `error` too. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        uuids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** Format: uuid */
                            uuid: string;
                            width: number;
                            height: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sprite-builder/split-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Cuts one of the signed-in member's sheets into `variant_count` equal sprites, stacked `vertical` (default) or `horizontal`, and stores each. 400 when the sheet does not divide evenly; 404 for a sheet that is not theirs. Refusals carry the message as `error` too. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        sheet_uuid: string;
                        variant_count: number;
                        layout_direction?: "vertical" | "horizontal";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            variants: {
                                /** Format: uuid */
                                uuid: string;
                                width: number;
                                height: number;
                            }[];
                            sprite_width: number;
                            sprite_height: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sprite-builder/built/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One of the signed-in member's sprite builder images as a PNG, by the uuid an upload, build or split answered. 404 for an image that is not theirs. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PNG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sprite-builder/sheet/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One of the signed-in member's sprite builder images as a PNG, by the uuid an upload, build or split answered. 404 for an image that is not theirs. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PNG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The creator submits their draft design for review: it becomes pending, and a discussion thread opens in Design Discussions with the sheet and its variants. 400 when the design is not a draft; 403 for someone else's design or while silenced or unverified; 404 for a design the caller may not see. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        design_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            thread_id: number;
                            workflow_id: number;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/design/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The newest review workflow of a design (null when never submitted), for those who may see the design. 404 for a design the caller may not see. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            workflow: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "approved" | "rejected";
                                thread_id: number | null;
                                /** @description Canonical URL of the discussion thread. */
                                thread_url: string | null;
                                has_acted: boolean;
                                steps: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    type: "approval" | "publish";
                                    /** @enum {string} */
                                    status: "pending" | "in_progress" | "completed" | "rejected";
                                    required_approvals: number;
                                    approvals: number;
                                    can_act: boolean;
                                    actions: {
                                        id: number;
                                        user: string;
                                        /** @enum {string} */
                                        action: "approve" | "reject";
                                        notes: string;
                                        reason: string | null;
                                        feedback: string | null;
                                        /** @description Present for the Design Team only. */
                                        internal_note?: string | null;
                                        created_at: string;
                                    }[];
                                }[];
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A review workflow with its steps and reviews, for the design's creator and the Design Team. 404 for anyone else or an unknown id. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            workflow: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "approved" | "rejected";
                                thread_id: number | null;
                                /** @description Canonical URL of the discussion thread. */
                                thread_url: string | null;
                                has_acted: boolean;
                                steps: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    type: "approval" | "publish";
                                    /** @enum {string} */
                                    status: "pending" | "in_progress" | "completed" | "rejected";
                                    required_approvals: number;
                                    approvals: number;
                                    can_act: boolean;
                                    actions: {
                                        id: number;
                                        user: string;
                                        /** @enum {string} */
                                        action: "approve" | "reject";
                                        notes: string;
                                        reason: string | null;
                                        feedback: string | null;
                                        /** @description Present for the Design Team only. */
                                        internal_note?: string | null;
                                        created_at: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workflow/{id}/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A Design Team member approves or rejects a submission (a rejection needs a `reason` and `feedback`, posted to its thread; `internal_note` stays with the team); the third approval puts the design's variants on sale. 403 for non-team members and the design's own creator; 409 when the member already reviewed it; 400 when the review is closed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        action: "approve" | "reject";
                        notes?: string;
                        comment?: string;
                        reason?: string;
                        feedback?: string;
                        internal_note?: string;
                        internal_notes?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/design-approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Designs awaiting review (`status=pending`, the default) or all designs, for the Design Team and administrators. 403 for anyone else. */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            designs: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                /** @enum {string} */
                                status: "draft" | "pending" | "approved" | "rejected";
                                variant_count: number;
                                created_at: string;
                                rejection_reason: string | null;
                                workflow: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "active" | "approved" | "rejected";
                                    thread_id: number | null;
                                    /** @description Canonical URL of the discussion thread. */
                                    thread_url: string | null;
                                    has_acted: boolean;
                                    steps: {
                                        id: number;
                                        name: string;
                                        /** @enum {string} */
                                        type: "approval" | "publish";
                                        /** @enum {string} */
                                        status: "pending" | "in_progress" | "completed" | "rejected";
                                        required_approvals: number;
                                        approvals: number;
                                        can_act: boolean;
                                        actions: {
                                            id: number;
                                            user: string;
                                            /** @enum {string} */
                                            action: "approve" | "reject";
                                            notes: string;
                                            reason: string | null;
                                            feedback: string | null;
                                            /** @description Present for the Design Team only. */
                                            internal_note?: string | null;
                                            created_at: string;
                                        }[];
                                    }[];
                                } | null;
                                creator_username: string | null;
                                is_body_mod: boolean;
                                body_mod_tags: string[];
                                spriteWidth: number;
                                spriteHeight: number;
                                defaultLayer: number;
                                sheet_url: string;
                                variants: {
                                    id: number;
                                    variant_name: string;
                                    /** @description '{design name} ({variant name})' */
                                    name: string;
                                    design_id: number;
                                    design_name: string;
                                    /** @enum {string} */
                                    category: "hair" | "top" | "bottom" | "dress" | "shoes" | "accessory" | "body_mod" | "skin";
                                    creator: string | null;
                                    created_at: string;
                                    price_coins: number;
                                    price_gems: number;
                                    hex_color: string;
                                    max_owned: number;
                                    /** @description null: unlimited. */
                                    remaining_stock: number | null;
                                    /** @description null: never. */
                                    expires_at: string | null;
                                    sprite_rect: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                    offset: {
                                        x: number;
                                        y: number;
                                    };
                                    default_layer: number;
                                    is_starter: boolean;
                                    /** @description Expired, sold out or not on sale: visible but not buyable. */
                                    available: boolean;
                                    /** @description Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
                                    sprite_url: string;
                                }[];
                                /** @description GET /api/my-designs only: copies bought by other members, gifts included. */
                                copies_sold?: number;
                                /** @description GET /api/my-designs only: the coins the creator's 10 % share has paid. */
                                coins_earned?: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/design/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The Design Team or an administrator approves a submitted design by its id, as POST /api/workflow/{id}/action does. 403 for anyone else and the design's own creator; 404 for a design never submitted; 409 when the caller already reviewed it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
                        comment?: string;
                        reason?: string;
                        feedback?: string;
                        internal_note?: string;
                        internal_notes?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/design/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The Design Team or an administrator rejects a submitted design by its id, as POST /api/workflow/{id}/action does (a `reason` and `feedback` are required). 403 for anyone else and the design's own creator; 404 for a design never submitted; 409 when the caller already reviewed it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
                        comment?: string;
                        reason?: string;
                        feedback?: string;
                        internal_note?: string;
                        internal_notes?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The site's games, with how many members have played each. Anyone may call it. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            games: {
                                slug: string;
                                name: string;
                                description: string;
                                category: string;
                                /** @description Members who have ever played it. */
                                players: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/tiletumble/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Starts a Tile Tumble game for the signed-in member, or resumes their unfinished one (`resumed: true`), answering its board. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seed?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            session_id: number;
                            session_data: {
                                /** @description board[row][col], row 0 at the top */
                                board: ("red" | "blue" | "green" | "yellow" | "purple" | "orange" | "rainbow" | "bomb" | null)[][];
                                score: number;
                                moves: number;
                                currentCombo: number;
                            };
                            /** @description Coins this session has paid so far (a resumed game goes on counting from here). */
                            coins_earned: number;
                            resumed: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/tiletumble/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Plays a move: clears the group at `row`, `col` in the member's active game, scores it and pays coins as the score grows. 400 for a move that clears nothing (with `error` and the combo it keeps); 404 for a game that is not theirs; 409 when the game is over; 429 past 120 moves in 10 seconds. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        session_id: number;
                        row: number;
                        col: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            score_earned: number;
                            coins_earned: number;
                            session_data: {
                                /** @description board[row][col], row 0 at the top */
                                board: ("red" | "blue" | "green" | "yellow" | "purple" | "orange" | "rainbow" | "bomb" | null)[][];
                                score: number;
                                moves: number;
                                currentCombo: number;
                            };
                            game_over: boolean;
                            currency_earned: number;
                            currentCombo: number;
                            removed: number[][];
                            falls: {
                                /** @description [row, col] */
                                from: number[] | null;
                                /** @description [row, col] */
                                to: number[];
                                /** @enum {string|null} */
                                tile: "red" | "blue" | "green" | "yellow" | "purple" | "orange" | "rainbow" | "bomb" | null;
                            }[];
                            perfect_clear: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            error?: string;
                            currentCombo?: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/tiletumble/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ends the signed-in member's game and answers the coins it earned. 404 for a game that is not theirs. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        session_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            currency_earned: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/tiletumble/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Tile Tumble's best scores: the top 10 of the day (UTC), of the last 7 days and of all time. Anyone may call it. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @description Since the start of the UTC day. */
                            day: {
                                username: string;
                                score: number;
                                ended_at: string | null;
                            }[];
                            /** @description The last 7 days. */
                            week: {
                                username: string;
                                score: number;
                                ended_at: string | null;
                            }[];
                            all_time: {
                                username: string;
                                score: number;
                                ended_at: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Searches thread titles and posts in the categories the caller may view for the words of `q`, in `type` (`all` by default), 20 results a page with highlighted excerpts. 400 for a missing, too short or too long query; 429 past 30 searches in 10 seconds. */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    type?: "all" | "threads" | "posts";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            query: string;
                            type: "all" | "threads" | "posts";
                            page: number;
                            per_page: number;
                            threads: {
                                id: number;
                                title: string;
                                slug: string;
                                /** @description Where the query's words occur in `title`. */
                                title_highlights: number[][];
                                trigger_warning: string | null;
                                category_id: number;
                                category_name: string;
                                category_slug: string;
                                author: string;
                                created: string;
                                post_count: number;
                                /** @description Posts by others the member has not been shown yet */
                                unread_count?: number;
                                /** @description The member has never opened the thread */
                                new?: boolean;
                            }[];
                            posts: {
                                id: number;
                                thread_id: number;
                                thread_title: string;
                                thread_slug: string;
                                /** @description The page of its thread the post is on for the caller (the thread page's `?page=`). */
                                thread_page: number;
                                /** @description Plain text around the first match; never HTML. */
                                excerpt: string;
                                highlights: number[][];
                                category_id: number;
                                category_name: string;
                                category_slug: string;
                                author: string;
                                created: string;
                            }[];
                            thread_count: number;
                            post_count: number;
                            /** @description True when there are more matches than the counts say (they stop at SEARCH_RESULT_LIMIT). */
                            capped: {
                                threads: boolean;
                                posts: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/mention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Members whose username starts with `q` (without regard to case), at most 8, for the editor to suggest after `@`. Signed-in members only; deleted and suspended members are left out. */
        get: {
            parameters: {
                query: {
                    /** @description The start of a username: letters, digits, _ and - */
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            users: {
                                id: number;
                                username: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The site's figures: members, threads and posts (in the categories the caller may view), members online now, the newest member and the 10 top posters. Anyone may call it. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            members: number;
                            threads: number;
                            posts: number;
                            online_now: number;
                            newest_member: {
                                id: number;
                                username: string;
                                created: string;
                            } | null;
                            top_posters: {
                                id: number;
                                username: string;
                                post_count: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Staff: members, threads and posts, sign-ups and posts per day for the last 30 days (every day present), open reports, failed mail, which database the site runs on, and the health of the database and Redis. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            members: number;
                            threads: number;
                            posts: number;
                            open_reports: number;
                            failed_mail: number;
                            signups: {
                                /** @description YYYY-MM-DD */
                                date: string;
                                count: number;
                            }[];
                            posts_per_day: {
                                /** @description YYYY-MM-DD */
                                date: string;
                                count: number;
                            }[];
                            /**
                             * @description Which database the site runs on: the panel offers its backup on SQLite only.
                             * @enum {string}
                             */
                            database: "sqlite" | "postgres";
                            health: {
                                /** @enum {string} */
                                database: "ok" | "down";
                                /** @enum {string} */
                                redis: "ok" | "down" | "off";
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Staff: members whose username or e-mail contains `q` (any case), newest first, 50 a page; deleted accounts included. */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            users: {
                                id: number;
                                username: string;
                                email: string;
                                created_at: string;
                                last_seen_at: string | null;
                                groups: string[];
                                suspended_until: string | null;
                                silenced_until: string | null;
                                deleted: boolean;
                            }[];
                            total: number;
                            page: number;
                            per_page: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Administrators: creates a verified account (no verification mail) in Members and the groups given, as `npm run admin -- create-user` does. Bad input and clashes are answered as registration answers them. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        email: string;
                        password: string;
                        group_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                id: number;
                                username: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Staff: a member's account, groups, balances, recent posts, reports on their posts and threads, and the staff actions taken on them (newest first). Moderators see posts and reports of the categories they view and moderate. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                id: number;
                                username: string;
                                email: string;
                                email_verified: boolean;
                                created_at: string;
                                last_seen_at: string | null;
                                coins: number;
                                gems: number;
                                post_count: number;
                                groups: {
                                    id: number;
                                    name: string;
                                }[];
                                suspended_until: string | null;
                                suspend_reason: string | null;
                                silenced_until: string | null;
                                silence_reason: string | null;
                                deleted_at: string | null;
                            };
                            recent_posts: {
                                id: number;
                                thread_id: number;
                                thread_title: string;
                                excerpt: string;
                                created_at: string;
                            }[];
                            reports: {
                                id: number;
                                status: string;
                                reason: string;
                                created_at: string;
                                post_id: number | null;
                                thread_id: number;
                            }[];
                            history: {
                                id: number;
                                actor: {
                                    id: number;
                                    username: string;
                                } | null;
                                action: string;
                                target_type: string;
                                target_id: string | null;
                                before: unknown;
                                after: unknown;
                                reason: string;
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** @description Administrators: deletes an account (not an administrator, not your own). Its posts stay, shown as by a deleted member; its sessions end. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Administrators: puts the member in exactly these groups (Members is always kept). Takes effect on every server within a second. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        group_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            groups: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/grant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Administrators: adds coins and gems (a negative amount removes) with a reason: one ledger row `admin_grant`. A balance may not go below zero (422). Answers the balances after. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        coins: number;
                        gems: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            coins: number;
                            gems: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Administrators: every group, every category, and the permission matrix between them. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            groups: {
                                id: number;
                                name: string;
                                description: string;
                                is_admin: boolean;
                                can_review_designs: boolean;
                                built_in: boolean;
                                member_count: number;
                            }[];
                            categories: {
                                id: number;
                                title: string;
                                slug: string;
                                description: string;
                                sort_order: number;
                            }[];
                            permissions: {
                                group_id: number;
                                category_id: number;
                                can_view: boolean;
                                can_post: boolean;
                                can_reply: boolean;
                                can_moderate: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description Administrators: creates a group, with no grants yet. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            group: {
                                id: number;
                                name: string;
                                description: string;
                                is_admin: boolean;
                                can_review_designs: boolean;
                                built_in: boolean;
                                member_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Administrators: renames or describes a group, or lets it review designs. Built-in groups keep their names and flags. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string;
                        can_review_designs?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            group: {
                                id: number;
                                name: string;
                                description: string;
                                is_admin: boolean;
                                can_review_designs: boolean;
                                built_in: boolean;
                                member_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        post?: never;
        /** @description Administrators: deletes a group (not a built-in one), its memberships and grants. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Administrators: sets cells of the permission matrix (view, post, reply, moderate per group and category). Nothing is stored when a group or category does not exist. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        permissions: {
                            group_id: number;
                            category_id: number;
                            can_view: boolean;
                            can_post: boolean;
                            can_reply: boolean;
                            can_moderate: boolean;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Administrators: creates a category, last in order: Members may view, post and reply; Moderators moderate it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            category: {
                                id: number;
                                title: string;
                                slug: string;
                                description: string;
                                sort_order: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Administrators: puts the categories in the order of `ids`; any not listed keep their order after them. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Administrators: changes a category's title or description (its address stays). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            category: {
                                id: number;
                                title: string;
                                slug: string;
                                description: string;
                                sort_order: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The site's name and description, as its administrators set them (for every page's title). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            site_name: string;
                            site_description: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Administrators: every site setting, and its default. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            settings: {
                                /** @default Cito */
                                site_name: string;
                                /** @default A forum based community with pixel art avatars */
                                site_description: string;
                                /** @default open */
                                registration: "open" | "closed" | "invitation";
                                /** @default true */
                                email_verification_required: boolean;
                                /** @default 2000 */
                                game_daily_coin_cap: number;
                                /** @default [] */
                                blocked_email_domains: string[];
                                /** @default [] */
                                blocked_addresses: string[];
                                /** @default 10 */
                                post_interval_seconds: number;
                                /** @default 30 */
                                new_member_post_interval_seconds: number;
                                /** @default 3 */
                                new_member_threads_per_day: number;
                                /** @default 300 */
                                duplicate_post_window_seconds: number;
                                /** @default 2 */
                                new_member_max_links: number;
                                /** @default 2 */
                                new_member_max_images: number;
                                /** @default null */
                                upload_per_hour: number | null;
                                /** @default null */
                                upload_quota_mb: number | null;
                            };
                            defaults: {
                                /** @default Cito */
                                site_name: string;
                                /** @default A forum based community with pixel art avatars */
                                site_description: string;
                                /** @default open */
                                registration: "open" | "closed" | "invitation";
                                /** @default true */
                                email_verification_required: boolean;
                                /** @default 2000 */
                                game_daily_coin_cap: number;
                                /** @default [] */
                                blocked_email_domains: string[];
                                /** @default [] */
                                blocked_addresses: string[];
                                /** @default 10 */
                                post_interval_seconds: number;
                                /** @default 30 */
                                new_member_post_interval_seconds: number;
                                /** @default 3 */
                                new_member_threads_per_day: number;
                                /** @default 300 */
                                duplicate_post_window_seconds: number;
                                /** @default 2 */
                                new_member_max_links: number;
                                /** @default 2 */
                                new_member_max_images: number;
                                /** @default null */
                                upload_per_hour: number | null;
                                /** @default null */
                                upload_quota_mb: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        /** @description Administrators: changes the given settings. A value its setting does not accept is a 422 with the setting's error, and nothing is stored. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        settings: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            settings: {
                                /** @default Cito */
                                site_name: string;
                                /** @default A forum based community with pixel art avatars */
                                site_description: string;
                                /** @default open */
                                registration: "open" | "closed" | "invitation";
                                /** @default true */
                                email_verification_required: boolean;
                                /** @default 2000 */
                                game_daily_coin_cap: number;
                                /** @default [] */
                                blocked_email_domains: string[];
                                /** @default [] */
                                blocked_addresses: string[];
                                /** @default 10 */
                                post_interval_seconds: number;
                                /** @default 30 */
                                new_member_post_interval_seconds: number;
                                /** @default 3 */
                                new_member_threads_per_day: number;
                                /** @default 300 */
                                duplicate_post_window_seconds: number;
                                /** @default 2 */
                                new_member_max_links: number;
                                /** @default 2 */
                                new_member_max_images: number;
                                /** @default null */
                                upload_per_hour: number | null;
                                /** @default null */
                                upload_quota_mb: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Administrators: checks the data's invariants (balances equal the ledger, counters equal real counts ...) as `npm run admin -- check` does; an empty list means they all hold. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            problems: string[];
                            checked_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Administrators, SQLite only: a consistent copy of the database, made while the site runs, in `backups/` next to its file (named for the UTC date and time). On PostgreSQL: 409, use pg_dump. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            file: string;
                            bytes: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            openapi: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description `ok`; `degraded` (still serving) when Redis is away, with the reason; 503 `down` when the database does not answer.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            status: "ok" | "degraded";
                            reason?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {string} */
                            status: "down";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Administrators: the mail queue, newest first, optionally of one status, with the count of each status. Without SMTP_URL mail is `kept` here rather than sent. */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "sent" | "failed" | "kept";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            jobs: {
                                id: number;
                                to_address: string;
                                kind: string;
                                subject: string;
                                status: "pending" | "sent" | "failed" | "kept";
                                attempts: number;
                                last_error: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                sent_at: string | null;
                                /** Format: date-time */
                                next_attempt_at: string;
                            }[];
                            counts: {
                                pending: number;
                                sent: number;
                                failed: number;
                                kept: number;
                            };
                            total: number;
                            page: number;
                            per_page: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Administrators: one mail of the queue with its text and HTML parts and its headers. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            job: {
                                id: number;
                                to_address: string;
                                kind: string;
                                subject: string;
                                status: "pending" | "sent" | "failed" | "kept";
                                attempts: number;
                                last_error: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                sent_at: string | null;
                                /** Format: date-time */
                                next_attempt_at: string;
                                text_body: string;
                                html_body: string;
                                headers: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Administrators: puts a failed (or kept) mail back on the queue, its attempts reset; 409 for a mail that is pending or sent. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email_preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Which notification mails the signed-in member gets. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            email_on_reply: boolean;
                            email_on_subscribed: boolean;
                            email_on_mention: boolean;
                            email_on_message: boolean;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        /** @description Turns notification mails on or off; preferences left out stay as they are. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email_on_reply?: boolean;
                        email_on_subscribed?: boolean;
                        email_on_mention?: boolean;
                        email_on_message?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            email_on_reply: boolean;
                            email_on_subscribed: boolean;
                            email_on_mention: boolean;
                            email_on_message: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The unsubscribe link opened in a browser: leads to the page that confirms it (a GET changes nothing, as link checkers follow links). */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To /unsubscribe?token=… */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        put?: never;
        /** @description One-click unsubscribe (RFC 8058) from a notification mail: turns that kind of mail off for its member, without signing in. */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            preference: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["def-0"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Failure */
        "def-0": {
            /** @enum {boolean} */
            success: false;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
