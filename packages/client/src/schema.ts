// OpenAPI document sha256: 7008dad9f23e60106a1a2ac80aea4a34eafb168ccad5479843a7d1df084c3287
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Readiness: whether this process should get requests. 200 when it and its database answer; 503 SERVICE_UNAVAILABLE (Retry-After) when the database does not (data.database "down") or the process is shutting down. A process still migrating does not listen yet. `/api/health` is the same check. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                database: 'up';
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Readiness: whether this process should get requests. 200 when it and its database answer; 503 SERVICE_UNAVAILABLE (Retry-After) when the database does not (data.database "down") or the process is shutting down. A process still migrating does not listen yet. `/api/health` is the same check. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                database: 'up';
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Liveness: the process answers (its database is not asked). A load balancer takes a process out on readiness; a supervisor restarts one that fails this. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                process: 'up';
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Sign in with a phone (personal) or customer code (business). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            username: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                access_token: string;
                /** @enum {string} */
                token_type: 'Bearer';
                /** @description seconds */
                expires_in: number;
                user: {
                  id: string;
                  /** @enum {string} */
                  type: 'P' | 'B';
                  prefix_phone: string | null;
                  phone: string | null;
                  phone_display: string | null;
                  customer_code: string | null;
                  name: string | null;
                  email: string | null;
                  iden_number: string | null;
                  /** @enum {string|null} */
                  gender: '0' | '1' | null;
                  birth: string | null;
                  country: string | null;
                  province: string | null;
                  district: string | null;
                  village: string | null;
                  address: string | null;
                  company_name: string | null;
                  tax_number: string | null;
                  company_phone: string | null;
                  company_representative: string | null;
                  point_topup: number;
                  has_cargo_contract: boolean;
                  /** @enum {string|null} */
                  staff_role: 'hub' | 'admin' | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Personal sign-up; answers the session, as sign-in does. A registered phone is 409 PHONE_TAKEN. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            prefix_phone: '+84' | '+82';
            phone: string;
            name: string;
            email?: ('' | string) | null;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                access_token: string;
                /** @enum {string} */
                token_type: 'Bearer';
                /** @description seconds */
                expires_in: number;
                user: {
                  id: string;
                  /** @enum {string} */
                  type: 'P' | 'B';
                  prefix_phone: string | null;
                  phone: string | null;
                  phone_display: string | null;
                  customer_code: string | null;
                  name: string | null;
                  email: string | null;
                  iden_number: string | null;
                  /** @enum {string|null} */
                  gender: '0' | '1' | null;
                  birth: string | null;
                  country: string | null;
                  province: string | null;
                  district: string | null;
                  village: string | null;
                  address: string | null;
                  company_name: string | null;
                  tax_number: string | null;
                  company_phone: string | null;
                  company_representative: string | null;
                  point_topup: number;
                  has_cargo_contract: boolean;
                  /** @enum {string|null} */
                  staff_role: 'hub' | 'admin' | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/auth/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Forgotten password: mails a reset link to the account of this phone or customer code, if it has an e-mail address. Answers the same whether or not the account exists; 429 past the per-account and per-address limits. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @description seconds */
                expires_in: number;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/auth/password-reset/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Whether a reset link's token can still set a password: 400 PASSWORD_RESET_TOKEN_INVALID, 410 PASSWORD_RESET_TOKEN_EXPIRED or PASSWORD_RESET_TOKEN_USED when not. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** Format: date-time */
                expires_at: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/auth/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Sets the new password with a reset link's token (refused as the check call does). Uses the token up and signs the account out everywhere. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
            new_password: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              /** @enum {string|null} */
              data: null;
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Ends the session of this token; takes no body. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              /** @enum {string|null} */
              data: null;
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/user/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Form-encoded newPassword and oldPassword (spec 2 section 7). Signs out the other sessions. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            old_password: string;
            new_password: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              /** @enum {string|null} */
              data: null;
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
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
  '/api/v1/user/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The account: the person (type P) or the company (type B); birth is YYYY/MM/DD. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                /** @enum {string} */
                type: 'P' | 'B';
                prefix_phone: string | null;
                phone: string | null;
                phone_display: string | null;
                customer_code: string | null;
                name: string | null;
                email: string | null;
                iden_number: string | null;
                /** @enum {string|null} */
                gender: '0' | '1' | null;
                birth: string | null;
                country: string | null;
                province: string | null;
                district: string | null;
                village: string | null;
                address: string | null;
                company_name: string | null;
                tax_number: string | null;
                company_phone: string | null;
                company_representative: string | null;
                point_topup: number;
                has_cargo_contract: boolean;
                /** @enum {string|null} */
                staff_role: 'hub' | 'admin' | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    /** @description Personal accounts send the personal form (name required), business accounts the business form (company_name, tax_number, company_phone, company_representative and email required); the other form's fields are not saved. An empty or null optional field is cleared. Answers the saved profile; the phone, customer code, type and wallet never change here. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string | null;
            email?: ('' | string) | null;
            iden_number?: ('' | string) | null;
            gender?: ('' | ('0' | '1')) | null;
            birth?: ('' | string) | null;
            country?: ('' | string) | null;
            province?: ('' | string) | null;
            district?: ('' | string) | null;
            village?: ('' | string) | null;
            address?: ('' | string) | null;
            company_name?: string | null;
            tax_number?: string | null;
            company_phone?: string | null;
            company_representative?: string | null;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                /** @enum {string} */
                type: 'P' | 'B';
                prefix_phone: string | null;
                phone: string | null;
                phone_display: string | null;
                customer_code: string | null;
                name: string | null;
                email: string | null;
                iden_number: string | null;
                /** @enum {string|null} */
                gender: '0' | '1' | null;
                birth: string | null;
                country: string | null;
                province: string | null;
                district: string | null;
                village: string | null;
                address: string | null;
                company_name: string | null;
                tax_number: string | null;
                company_phone: string | null;
                company_representative: string | null;
                point_topup: number;
                has_cargo_contract: boolean;
                /** @enum {string|null} */
                staff_role: 'hub' | 'admin' | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
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
  '/api/v1/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The business account's API keys, newest first, revoked ones included: each key's label, its first characters, scopes and last use, never the key. A personal account is 403 API_KEYS_BUSINESS_ONLY. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                keys: {
                  id: string;
                  label: string;
                  prefix: string;
                  scopes: ('orders:read' | 'orders:write' | 'webhooks:manage')[];
                  created_at: string;
                  last_used_at: string | null;
                  revoked_at: string | null;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    put?: never;
    /** @description A new API key with a label and scopes (orders:read, orders:write, webhooks:manage). The answer holds the whole key (`secret`) this once; it is kept only as a hash. A personal account is 403 API_KEYS_BUSINESS_ONLY. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            label: string;
            scopes: ('orders:read' | 'orders:write' | 'webhooks:manage')[];
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                label: string;
                prefix: string;
                scopes: ('orders:read' | 'orders:write' | 'webhooks:manage')[];
                created_at: string;
                last_used_at: string | null;
                revoked_at: string | null;
                secret: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Revokes one of the account’s keys at once, in every server process; revoking it again answers it as it is. Another account’s key, like an unknown one, is 404 API_KEY_NOT_FOUND. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                label: string;
                prefix: string;
                scopes: ('orders:read' | 'orders:write' | 'webhooks:manage')[];
                created_at: string;
                last_used_at: string | null;
                revoked_at: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/endpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The account’s webhook endpoints, oldest first; never their secrets. A personal account is 403 WEBHOOKS_BUSINESS_ONLY. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                endpoints: {
                  id: string;
                  url: string;
                  description: string;
                  events: (
                    | 'order.created'
                    | 'order.status_changed'
                    | 'order.fee_adjusted'
                    | 'order.cancelled'
                    | 'order.delivered'
                    | 'payment.succeeded'
                    | 'payment.refunded'
                  )[];
                  created_at: string;
                  disabled_at: string | null;
                  /** @enum {string|null} */
                  disabled_reason: 'GONE' | 'FAILING' | null;
                  previous_secret_expires_at: string | null;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    put?: never;
    /** @description A new endpoint: its URL (https://, reaching a public address), a description and the events it wants. The answer holds its signing secret (`whsec_…`) this once. At most 10 per account (409 WEBHOOK_ENDPOINTS_LIMIT). A personal account is 403 WEBHOOKS_BUSINESS_ONLY. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            url: string;
            /** @default  */
            description?: string;
            events: (
              | 'order.created'
              | 'order.status_changed'
              | 'order.fee_adjusted'
              | 'order.cancelled'
              | 'order.delivered'
              | 'payment.succeeded'
              | 'payment.refunded'
            )[];
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                url: string;
                description: string;
                events: (
                  | 'order.created'
                  | 'order.status_changed'
                  | 'order.fee_adjusted'
                  | 'order.cancelled'
                  | 'order.delivered'
                  | 'payment.succeeded'
                  | 'payment.refunded'
                )[];
                created_at: string;
                disabled_at: string | null;
                /** @enum {string|null} */
                disabled_reason: 'GONE' | 'FAILING' | null;
                previous_secret_expires_at: string | null;
                secret: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/webhooks/endpoints/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Removes an endpoint: nothing more is sent to it. Another account’s endpoint, like an unknown one, is 404 WEBHOOK_ENDPOINT_NOT_FOUND. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                url: string;
                description: string;
                events: (
                  | 'order.created'
                  | 'order.status_changed'
                  | 'order.fee_adjusted'
                  | 'order.cancelled'
                  | 'order.delivered'
                  | 'payment.succeeded'
                  | 'payment.refunded'
                )[];
                created_at: string;
                disabled_at: string | null;
                /** @enum {string|null} */
                disabled_reason: 'GONE' | 'FAILING' | null;
                previous_secret_expires_at: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description Changes an endpoint’s URL, description or events; `enabled: true` turns a disabled one back on and its pending events go out. Another account’s endpoint, like an unknown one, is 404 WEBHOOK_ENDPOINT_NOT_FOUND. */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            url?: string;
            description?: string;
            events?: (
              | 'order.created'
              | 'order.status_changed'
              | 'order.fee_adjusted'
              | 'order.cancelled'
              | 'order.delivered'
              | 'payment.succeeded'
              | 'payment.refunded'
            )[];
            enabled?: boolean;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                url: string;
                description: string;
                events: (
                  | 'order.created'
                  | 'order.status_changed'
                  | 'order.fee_adjusted'
                  | 'order.cancelled'
                  | 'order.delivered'
                  | 'payment.succeeded'
                  | 'payment.refunded'
                )[];
                created_at: string;
                disabled_at: string | null;
                /** @enum {string|null} */
                disabled_reason: 'GONE' | 'FAILING' | null;
                previous_secret_expires_at: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/webhooks/endpoints/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A new signing secret, answered this once; the previous one keeps signing beside it for 24 hours (two signatures in `webhook-signature`). Another account’s endpoint, like an unknown one, is 404 WEBHOOK_ENDPOINT_NOT_FOUND. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                url: string;
                description: string;
                events: (
                  | 'order.created'
                  | 'order.status_changed'
                  | 'order.fee_adjusted'
                  | 'order.cancelled'
                  | 'order.delivered'
                  | 'payment.succeeded'
                  | 'payment.refunded'
                )[];
                created_at: string;
                disabled_at: string | null;
                /** @enum {string|null} */
                disabled_reason: 'GONE' | 'FAILING' | null;
                previous_secret_expires_at: string | null;
                secret: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/webhooks/endpoints/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The endpoint’s latest 50 deliveries, newest first: event, attempts, last status, latency and next retry. Another account’s endpoint, like an unknown one, is 404 WEBHOOK_ENDPOINT_NOT_FOUND. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                deliveries: {
                  id: string;
                  event_id: string;
                  event_type: string;
                  created_at: string;
                  /** @enum {string} */
                  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
                  attempts: number;
                  last_attempt_at: string | null;
                  last_status_code: number | null;
                  last_latency_ms: number | null;
                  last_error: string | null;
                  last_response: string | null;
                  next_attempt_at: string | null;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/webhooks/endpoints/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Sends a `webhook.test` event to this endpoint alone, at once. Another account’s endpoint, like an unknown one, is 404 WEBHOOK_ENDPOINT_NOT_FOUND. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                event_id: string;
                event_type: string;
                created_at: string;
                /** @enum {string} */
                status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
                attempts: number;
                last_attempt_at: string | null;
                last_status_code: number | null;
                last_latency_ms: number | null;
                last_error: string | null;
                last_response: string | null;
                next_attempt_at: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/webhooks/endpoints/{id}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Sends a delivery again now, with the same `webhook-id`, as a new series of attempts. Another endpoint’s delivery is 404 WEBHOOK_DELIVERY_NOT_FOUND. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          delivery_id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                event_id: string;
                event_type: string;
                created_at: string;
                /** @enum {string} */
                status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
                attempts: number;
                last_attempt_at: string | null;
                last_status_code: number | null;
                last_latency_ms: number | null;
                last_error: string | null;
                last_response: string | null;
                next_attempt_at: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One level of the location pickers, names in the Accept-Language. province needs country; district needs country and the province as parent; village needs country and as parent the district (Korea) or the province (Vietnam, which has no district level since 1 July 2025). */
    get: {
      parameters: {
        query: {
          level: 'country' | 'province' | 'district' | 'village';
          country?: string;
          parent?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                value: string;
                label: string;
                lat?: number;
                lng?: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v2/get_location': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The named units and point of a location id country-province-district-village. */
    get: {
      parameters: {
        query: {
          loc_id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                loc_id: string;
                country: {
                  value: string;
                  label: string;
                };
                province: {
                  value: string;
                  label: string;
                };
                district: {
                  value: string;
                  label: string;
                } | null;
                village: {
                  value: string;
                  label: string;
                };
                lat: number;
                lng: number;
                formatted_address: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/locations/convert-legacy-address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Reads an old three-level Vietnamese address (ward, district, province before 1 July 2025) and answers the 2025 ward and province it is now in, with the street part; data is null when the text is not one. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            address: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                street: string;
                legacy: {
                  ward: string;
                  district: string;
                  province: string;
                };
                location: {
                  loc_id: string;
                  country: {
                    value: string;
                    label: string;
                  };
                  province: {
                    value: string;
                    label: string;
                  };
                  district: {
                    value: string;
                    label: string;
                  } | null;
                  village: {
                    value: string;
                    label: string;
                  };
                  lat: number;
                  lng: number;
                  formatted_address: string;
                };
                alternatives: {
                  loc_id: string;
                  country: {
                    value: string;
                    label: string;
                  };
                  province: {
                    value: string;
                    label: string;
                  };
                  district: {
                    value: string;
                    label: string;
                  } | null;
                  village: {
                    value: string;
                    label: string;
                  };
                  lat: number;
                  lng: number;
                  formatted_address: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order/address-korea': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Korean addresses within a division (loc_id "1", "1-sido", "1-sido-sigungu" or a full dong id), 20 a page. search is a post code prefix or words of the area name in Hangul or Latin letters. Offline: post code areas (GeoNames); with JUSO_API_KEY: road addresses from juso.go.kr, each with its post code (meta.source tells which answered). An unknown loc_id is 404 KOREAN_DIVISION_NOT_FOUND. */
    get: {
      parameters: {
        query?: {
          loc_id?: string;
          page?: number;
          page_size?: number;
          search?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                post_code: string;
                loc_id: string;
                sido: string;
                sigungu: string;
                eup_myeon_dong: string;
                lat: number;
                lng: number;
                is_shared_code: boolean;
                road_address: string | null;
                street: string | null;
                jibun_address: string | null;
                english_address: string | null;
                building_name: string | null;
              }[];
              meta: {
                pagination: {
                  total: number;
                  count: number;
                  per_page: number;
                  current_page: number;
                  total_pages: number;
                };
                /** @enum {string} */
                source: 'post-codes' | 'road-addresses';
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v2/address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The address book, defaults first (sort default_sender desc, default_receiver desc, created_at desc). */
    post: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            search_text?: string | null;
            sort?: (string | string[]) | null;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                /** @enum {string} */
                type: 'SENDER' | 'RECEIVER';
                is_default: boolean;
                person_name: string;
                prefix_phone: string;
                phone: string;
                phone_display: string;
                card_id: string | null;
                country: string;
                province: string;
                district: string;
                village: string;
                loc_id: string;
                address: string;
                address_detail: string | null;
                post_code: string | null;
                pccc: string | null;
                additional_info: string | null;
                lat: number;
                long: number;
                full_address: string;
                /** Format: date-time */
                created_at: string;
              }[];
              meta: {
                pagination: {
                  total: number;
                  count: number;
                  per_page: number;
                  current_page: number;
                  total_pages: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Saves an address (spec 2 section 5). SENDER or RECEIVER becomes the default of its type unless is_default is false; NORMAL is stored as a non-default SENDER. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            person_name: string;
            /** @enum {string} */
            prefix_phone: '+84' | '+82';
            phone: string;
            card_id?: ('' | string) | null;
            /** @enum {string} */
            country: '0' | '1';
            province: string;
            district?: string | null;
            village: string;
            address: string;
            address_detail?: ('' | string) | null;
            post_code?: ('' | string) | null;
            pccc?: ('' | string) | null;
            additional_info?: ('' | string) | null;
            /** @enum {string} */
            type: 'SENDER' | 'RECEIVER' | 'NORMAL';
            is_default?: boolean | null;
            lat?: number | null;
            long?: number | null;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                /** @enum {string} */
                type: 'SENDER' | 'RECEIVER';
                is_default: boolean;
                person_name: string;
                prefix_phone: string;
                phone: string;
                phone_display: string;
                card_id: string | null;
                country: string;
                province: string;
                district: string;
                village: string;
                loc_id: string;
                address: string;
                address_detail: string | null;
                post_code: string | null;
                pccc: string | null;
                additional_info: string | null;
                lat: number;
                long: number;
                full_address: string;
                /** Format: date-time */
                created_at: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/address/configpicklatlon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Provinces from which sending is offered. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                country: string;
                province: string;
                name: string;
                lat: number;
                lng: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/address/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One of the customer's addresses; any other id is 404. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                /** @enum {string} */
                type: 'SENDER' | 'RECEIVER';
                is_default: boolean;
                person_name: string;
                prefix_phone: string;
                phone: string;
                phone_display: string;
                card_id: string | null;
                country: string;
                province: string;
                district: string;
                village: string;
                loc_id: string;
                address: string;
                address_detail: string | null;
                post_code: string | null;
                pccc: string | null;
                additional_info: string | null;
                lat: number;
                long: number;
                full_address: string;
                /** Format: date-time */
                created_at: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Updates the address in place with the same form as creation; the address as read is accepted. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            person_name: string;
            /** @enum {string} */
            prefix_phone: '+84' | '+82';
            phone: string;
            card_id?: ('' | string) | null;
            /** @enum {string} */
            country: '0' | '1';
            province: string;
            district?: string | null;
            village: string;
            address: string;
            address_detail?: ('' | string) | null;
            post_code?: ('' | string) | null;
            pccc?: ('' | string) | null;
            additional_info?: ('' | string) | null;
            /** @enum {string} */
            type: 'SENDER' | 'RECEIVER' | 'NORMAL';
            is_default?: boolean | null;
            lat?: number | null;
            long?: number | null;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                /** @enum {string} */
                type: 'SENDER' | 'RECEIVER';
                is_default: boolean;
                person_name: string;
                prefix_phone: string;
                phone: string;
                phone_display: string;
                card_id: string | null;
                country: string;
                province: string;
                district: string;
                village: string;
                loc_id: string;
                address: string;
                address_detail: string | null;
                post_code: string | null;
                pccc: string | null;
                additional_info: string | null;
                lat: number;
                long: number;
                full_address: string;
                /** Format: date-time */
                created_at: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    /** @description Deletes one of the customer's addresses. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              /** @enum {string|null} */
              data: null;
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/post-offices/nearby': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Post offices nearest a point, nearest first, with distance in metres (path not shown in the spec). */
    get: {
      parameters: {
        query: {
          latitude: number;
          longitude: number;
          limit?: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                name: string;
                code: string;
                address: string;
                geo: {
                  coordinates: number[];
                };
                latitude: number;
                longitude: number;
                work_hour_start: string;
                work_hour_end: string;
                phone: string;
                distance: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/post-offices/serving': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The post offices that serve one of the customer's saved addresses (path not shown in the spec): offices of the address's own province within 50 km of it, nearest first, with distance in metres, plus the province and radius_km so an empty list can say why. The order refuses a post office point outside this list (SENDER_/RECEIVER_POST_OFFICE_NOT_SERVING). Another customer's address is 404. */
    get: {
      parameters: {
        query: {
          address_id: string;
          limit?: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                province: string;
                province_name: string;
                radius_km: number;
                post_offices: {
                  id: string;
                  name: string;
                  code: string;
                  address: string;
                  geo: {
                    coordinates: number[];
                  };
                  latitude: number;
                  longitude: number;
                  work_hour_start: string;
                  work_hour_end: string;
                  phone: string;
                  distance: number;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/drop_point/{origin}/{destination}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Drop points (spec 1 section 7, GET /v1/drop_point/{a}/{b}): a is the origin province and b the destination province, as Vietnam 2025 province codes (e.g. 79, 01). Answers a list of two sides, [{ side: "origin" | "destination", province, province_name, post_offices: [...] }], each with the province's post offices in code order (the fields of the nearby call, without distance). An unknown province is 404 PROVINCE_NOT_FOUND with data { side, province }. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          origin: string;
          destination: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                side: 'origin' | 'destination';
                province: string;
                province_name: string;
                post_offices: {
                  id: string;
                  name: string;
                  code: string;
                  address: string;
                  geo: {
                    coordinates: number[];
                  };
                  latitude: number;
                  longitude: number;
                  work_hour_start: string;
                  work_hour_end: string;
                  phone: string;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/site-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Map tiles and defaults, which geocoding provider answers, and where customers may be sent to pay. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                map: {
                  default_zoom: number;
                  default_center: {
                    lat: number;
                    lng: number;
                  };
                  accuracy_radius_meters: number;
                  tile_url: string;
                };
                /** @enum {string} */
                geocoding_provider: 'offline' | 'google';
                payment_origins: string[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/categories/lang/{lang}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Goods categories with their commodity codes, named in the language of the path. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          lang: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: number;
                code: string;
                name: string;
                image: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/producttypes/language/{lang}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description PARCEL and DOCUMENT products; location=KR keeps those allowed to or from Korea. */
    get: {
      parameters: {
        query?: {
          location?: 'KR' | 'VI';
          location_from?: string;
          location_to?: string;
        };
        header?: never;
        path: {
          lang: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                package_type: 'PARCEL' | 'DOCUMENT';
                products: {
                  id: number;
                  product: string;
                  code: string;
                  category_img_url: string | null;
                  category_name: string;
                  description: string;
                  /** @enum {string} */
                  status: 'A' | 'D';
                  is_premium: boolean;
                  is_warning: boolean;
                  is_korean: boolean;
                  type: string | null;
                  items: {
                    name: string;
                    price: number;
                    quantity: number;
                  }[];
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order/extra_prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Extra services priced for the shipping fee (VND). */
    get: {
      parameters: {
        query?: {
          shipping_fee?: number;
          location_from?: string;
          location_to?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                code: string;
                name: string;
                price: number;
                currency: string;
                is_default: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order/calculate-price': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Price calculation (path not shown in the spec) between two saved addresses of the customer: one delivery method per handover kind (D2D, D2P, P2D, P2P) with price, estimate and flight. Super methods list items.received_time_slots (Vietnam time), items.min_end_time and items.before spanning them; other tiers an empty list. A voucher code is previewed (discount per method), never redeemed. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            sender_address_id: string;
            receiver_address_id: string;
            product_id: number;
            weight: number;
            dimension: string;
            /** @default false */
            is_inseparable?: boolean;
            /** @default false */
            premium?: boolean;
            /** @default false */
            super?: boolean;
            voucher?: string | '';
            goods_info?: {
              categories: {
                id: number;
              };
              quantity: number;
              product_name: string;
              price: number;
              material: string;
              /** @default [] */
              receipts?: string[];
              goods_url?: '' | string;
              /** @enum {boolean} */
              term: true;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                tier: 'BASIC' | 'PREMIUM' | 'SUPER';
                /** @enum {string} */
                route_class: 'INNER_CITY' | 'INTER_CITY';
                /** @enum {string} */
                direction: 'DOMESTIC' | 'OUTBOUND' | 'INBOUND';
                /** @enum {string} */
                currency: 'VND' | 'KRW';
                transport_rule: string;
                methods: {
                  /** @enum {string} */
                  delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
                  price: number;
                  /** @enum {string} */
                  currency: 'VND' | 'KRW';
                  discount: number;
                  duty_fee: number;
                  clearance_fee: number;
                  extra_clearance_fee: number;
                  rate: number | null;
                  /** @enum {string|null} */
                  to_currency: 'VND' | null;
                  chargeable_weight: number;
                  breakdown: {
                    base_fee: number;
                    door_fee: number;
                    surcharge: number;
                  };
                  est_date_time: string;
                  origin_dop: number;
                  destination_dop: number;
                  transport_rule: string;
                  unavailable: {
                    code: string;
                    message: string;
                  } | null;
                  flight: {
                    flight_id: string;
                    flight_number: string;
                    origin: string;
                    destination: string;
                    departure_at: string;
                    arrival_at: string;
                  } | null;
                  items: {
                    min_end_time: string;
                    before: string;
                    received_time_slots: {
                      date: string;
                      slots: {
                        start: string;
                        end: string;
                        super_fee: number;
                      }[];
                    }[];
                  };
                }[];
                tiers: {
                  /** @enum {string} */
                  tier: 'BASIC' | 'PREMIUM' | 'SUPER';
                  from_price: number | null;
                  est_date_time: string | null;
                  unavailable: {
                    code: string;
                    message: string;
                  } | null;
                }[];
                voucher: {
                  code: string;
                  res: string;
                } | null;
                payment_config: {
                  point_topup: number;
                  methods: {
                    /** @enum {string} */
                    code:
                      | 'cash'
                      | 'topup'
                      | 'VNBANK'
                      | 'INTCARD'
                      | 'VNPAY'
                      | 'KCP'
                      | 'card'
                      | 'phone'
                      | 'payco'
                      | 'samsung'
                      | 'vbank';
                    name_vn: string;
                    name_eng: string;
                    is_group: boolean;
                  }[];
                  groups: {
                    /** @enum {string} */
                    code: 'koreanCard' | 'koreanEasyPay' | 'koreanTransfer';
                    is_show: boolean;
                    methods: {
                      /** @enum {string} */
                      code:
                        | 'cash'
                        | 'topup'
                        | 'VNBANK'
                        | 'INTCARD'
                        | 'VNPAY'
                        | 'KCP'
                        | 'card'
                        | 'phone'
                        | 'payco'
                        | 'samsung'
                        | 'vbank';
                      name_vn: string;
                      name_eng: string;
                      is_group: boolean;
                    }[];
                  }[];
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/preorder_nationwide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A domestic quote between two locations before addresses are chosen (spec 1 section 7): origin_id and destination_id ([country, province, district, village] or "c-p-d-v"); weight and dimension default to the product's (document 0.5 kg 30x20x1, parcel 1 kg 10x10x10); goods_info is ignored for domestic routes. Answers the price call's shape with service_type's method first; route errors as the price call. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            origin_id: string[] | string;
            destination_id: string[] | string;
            /**
             * @default D2D
             * @enum {string}
             */
            service_type?: 'D2D' | 'D2P' | 'P2D' | 'P2P';
            goods_info?: unknown;
            product_id: number;
            weight?: number;
            dimension?: string;
            /** @default false */
            is_inseparable?: boolean;
            /** @default false */
            premium?: boolean;
            /** @default false */
            super?: boolean;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                tier: 'BASIC' | 'PREMIUM' | 'SUPER';
                /** @enum {string} */
                route_class: 'INNER_CITY' | 'INTER_CITY';
                /** @enum {string} */
                direction: 'DOMESTIC' | 'OUTBOUND' | 'INBOUND';
                /** @enum {string} */
                currency: 'VND' | 'KRW';
                transport_rule: string;
                methods: {
                  /** @enum {string} */
                  delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
                  price: number;
                  /** @enum {string} */
                  currency: 'VND' | 'KRW';
                  discount: number;
                  duty_fee: number;
                  clearance_fee: number;
                  extra_clearance_fee: number;
                  rate: number | null;
                  /** @enum {string|null} */
                  to_currency: 'VND' | null;
                  chargeable_weight: number;
                  breakdown: {
                    base_fee: number;
                    door_fee: number;
                    surcharge: number;
                  };
                  est_date_time: string;
                  origin_dop: number;
                  destination_dop: number;
                  transport_rule: string;
                  unavailable: {
                    code: string;
                    message: string;
                  } | null;
                  flight: {
                    flight_id: string;
                    flight_number: string;
                    origin: string;
                    destination: string;
                    departure_at: string;
                    arrival_at: string;
                  } | null;
                  items: {
                    min_end_time: string;
                    before: string;
                    received_time_slots: {
                      date: string;
                      slots: {
                        start: string;
                        end: string;
                        super_fee: number;
                      }[];
                    }[];
                  };
                }[];
                tiers: {
                  /** @enum {string} */
                  tier: 'BASIC' | 'PREMIUM' | 'SUPER';
                  from_price: number | null;
                  est_date_time: string | null;
                  unavailable: {
                    code: string;
                    message: string;
                  } | null;
                }[];
                voucher: {
                  code: string;
                  res: string;
                } | null;
                payment_config: {
                  point_topup: number;
                  methods: {
                    /** @enum {string} */
                    code:
                      | 'cash'
                      | 'topup'
                      | 'VNBANK'
                      | 'INTCARD'
                      | 'VNPAY'
                      | 'KCP'
                      | 'card'
                      | 'phone'
                      | 'payco'
                      | 'samsung'
                      | 'vbank';
                    name_vn: string;
                    name_eng: string;
                    is_group: boolean;
                  }[];
                  groups: {
                    /** @enum {string} */
                    code: 'koreanCard' | 'koreanEasyPay' | 'koreanTransfer';
                    is_show: boolean;
                    methods: {
                      /** @enum {string} */
                      code:
                        | 'cash'
                        | 'topup'
                        | 'VNBANK'
                        | 'INTCARD'
                        | 'VNPAY'
                        | 'KCP'
                        | 'card'
                        | 'phone'
                        | 'payco'
                        | 'samsung'
                        | 'vbank';
                      name_vn: string;
                      name_eng: string;
                      is_group: boolean;
                    }[];
                  }[];
                };
                /** @enum {string} */
                service_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/vouchers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Vouchers the customer can use now (optionally for a product). */
    get: {
      parameters: {
        query?: {
          product_id?: number;
          origin_id?: string | string[];
          destination_id?: string | string[];
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                code: string;
                title: string;
                tittle: string;
                /** @enum {string} */
                kind: 'Voucher' | 'Refund';
                /** @enum {string} */
                discount_type: 'percent' | 'absolute';
                discount_amount: number;
                max_discount: number | null;
                /** Format: date-time */
                start_at: string;
                /** Format: date-time */
                end_at: string;
                usage_limit: number | null;
                remaining_uses: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/voucher/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description data.res is VOUCHER_GOOD_GOOD when usable, else VOUCHER_INCORRECT, VOUCHER_OUTDATED, VOUCHER_REACH_LIMIT, VOUCHER_NOT_START, VOUCHER_REACH_LIMIT_DAILY or VOUCHER_REACH_LIMIT_CUSTOMER; data.message says it. */
    get: {
      parameters: {
        query: {
          code: string;
          product_id?: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                res:
                  | 'VOUCHER_INCORRECT'
                  | 'VOUCHER_OUTDATED'
                  | 'VOUCHER_REACH_LIMIT'
                  | 'VOUCHER_GOOD_GOOD'
                  | 'VOUCHER_NOT_START'
                  | 'VOUCHER_REACH_LIMIT_DAILY'
                  | 'VOUCHER_REACH_LIMIT_CUSTOMER';
                /** @enum {string} */
                status:
                  | 'invalid'
                  | 'outdated'
                  | 'reach limit'
                  | 'valid'
                  | 'not start'
                  | 'reach limit daily'
                  | 'reach limit customer';
                message: string;
                voucher: {
                  id: string;
                  code: string;
                  title: string;
                  tittle: string;
                  /** @enum {string} */
                  kind: 'Voucher' | 'Refund';
                  /** @enum {string} */
                  discount_type: 'percent' | 'absolute';
                  discount_amount: number;
                  max_discount: number | null;
                  /** Format: date-time */
                  start_at: string;
                  /** Format: date-time */
                  end_at: string;
                  usage_limit: number | null;
                  remaining_uses: number;
                } | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Creates a domestic C2C order (spec 1 section 3). The server recomputes the price; a different amount answers 409 PRICE_CHANGED with data.amount. Idempotency-Key: the same key and request within 24 h answer the first order, also while the first still runs (the second waits up to 3 s, then answers 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After); the same key with another request is 409 IDEMPOTENCY_KEY_REUSED. */
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            sender_address_id: string;
            receiver_address_id: string;
            product_id: number;
            weight: number;
            dimension: string;
            /** @default false */
            is_inseparable?: boolean;
            /** @default false */
            premium?: boolean;
            /** @default false */
            super?: boolean;
            /** @enum {string} */
            delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
            amount: number;
            voucher?: string | '';
            /** @default  */
            note?: string;
            /** @enum {string} */
            payment_method:
              | 'cash'
              | 'topup'
              | 'VNBANK'
              | 'INTCARD'
              | 'VNPAY'
              | 'KCP'
              | 'card'
              | 'phone'
              | 'payco'
              | 'samsung'
              | 'vbank';
            vnp_bank?: string;
            /** @default [] */
            extra_prices?: string[];
            sender_point_info?:
              | ({
                  id: string;
                } & {
                  [key: string]: unknown;
                })
              | null;
            receiver_point_info?:
              | ({
                  id: string;
                } & {
                  [key: string]: unknown;
                })
              | null;
            /** @enum {boolean} */
            ben_agreed: true;
            goods_info?: {
              categories: {
                id: number;
              };
              quantity: number;
              product_name: string;
              price: number;
              material: string;
              /** @default [] */
              receipts?: string[];
              goods_url?: '' | string;
              /** @enum {boolean} */
              term: true;
            }[];
            date_time_slot?: unknown;
            time_slot_from?: unknown;
            time_slot_to?: unknown;
            superswift_fee?: unknown;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                uuid: string;
                status: string;
                /** @enum {string} */
                platform: 'c2c' | 'cargo';
                /** @enum {string} */
                payment_method:
                  | 'cash'
                  | 'topup'
                  | 'VNBANK'
                  | 'INTCARD'
                  | 'VNPAY'
                  | 'KCP'
                  | 'card'
                  | 'phone'
                  | 'payco'
                  | 'samsung'
                  | 'vbank';
                /** @enum {string} */
                delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
                /** @enum {string} */
                tier: 'BASIC' | 'PREMIUM' | 'SUPER';
                transport_rules: string[];
                shipping_fee: number;
                extras_total: number;
                super_fee: number;
                time_slot: {
                  date: string;
                  from: string;
                  to: string;
                } | null;
                discount_amount: number;
                amount: number;
                currency: string;
                to_price: number | null;
                /** @enum {string|null} */
                to_currency: 'VND' | null;
                /** @enum {string} */
                direction: 'DOMESTIC' | 'OUTBOUND' | 'INBOUND';
                est_date_time: string;
                booking_shipper_time: string;
                created_at: string;
                route: {
                  origin: {
                    country: string;
                    province: string;
                    province_name: string;
                  };
                  destination: {
                    country: string;
                    province: string;
                    province_name: string;
                  };
                  flight: {
                    flight_number: string;
                    origin: string;
                    destination: string;
                    departure_at: string;
                    arrival_at: string;
                  } | null;
                };
                sender_office: {
                  code: string;
                  name: string;
                  address: string;
                  latitude: number;
                  longitude: number;
                  work_hour_start: string | null;
                  work_hour_end: string | null;
                  phone: string | null;
                } | null;
                receiver_office: {
                  code: string;
                  name: string;
                  address: string;
                  latitude: number;
                  longitude: number;
                  work_hour_start: string | null;
                  work_hour_end: string | null;
                  phone: string | null;
                } | null;
                air_waybill_number: string | null;
              };
              meta: {
                custom: {
                  payment_url: string | null;
                  payment_data: {
                    script_url: string;
                    merchant_id: string;
                    pg: string;
                    pay_method: string;
                    merchant_uid: string;
                    name: string;
                    amount: number;
                    currency: string;
                    buyer_name: string;
                    buyer_tel: string;
                    m_redirect_url: string;
                    notice_url: string;
                    vbank_due?: string;
                  } | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order/create/vat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description VAT e-invoice details for an order (order_id is the order code or uuid). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            order_id: string;
            /** Format: email */
            email: string;
            company_name: string;
            company_address: string;
            tax_number: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              /** @enum {string|null} */
              data: null;
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The customer's orders in a tab (type ALL, SENDING, RECEIVING, FINISHED or CANCELLED; SENDING also holds orders not yet handed over, FINISHED those done), newest first, 25 a page, each with its latest tracking step (spec 2 section 3). q finds a text in the code, the receiver's name (case and accents ignored) or phone (typed any way: 0912 345 678, +84 912…); from_date and to_date are Vietnamese calendar days, both included (to_date before from_date is validation_date_range_order). */
    get: {
      parameters: {
        query?: {
          type?: 'ALL' | 'SENDING' | 'RECEIVING' | 'FINISHED' | 'CANCELLED';
          ver?: 'FINISHED';
          q?: string;
          from_date?: string;
          to_date?: string;
          per_page?: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                /** Format: uuid */
                uuid: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                /** @enum {string} */
                status_name: 'processing' | 'sending' | 'receiving' | 'cancelled' | 'completed';
                awaiting_payment: boolean;
                /** Format: date-time */
                created_at: string;
                from_name: string;
                from_phone: string;
                sender_address: string;
                to_name: string;
                to_phone: string;
                receiver_address: string;
                order_details: {
                  name: string;
                  production_code: string;
                  product_name: string;
                  categories: {
                    name: string;
                  } | null;
                }[];
                amount: number;
                currency: string;
                to_price: number | null;
                to_currency: string | null;
                /** Format: date-time */
                min_end_time: string;
                time_slot_from: string | null;
                time_slot_to: string | null;
                /** @enum {string} */
                platform: 'c2c' | 'cargo';
                /** @enum {string} */
                payment_method:
                  | 'cash'
                  | 'topup'
                  | 'VNBANK'
                  | 'INTCARD'
                  | 'VNPAY'
                  | 'KCP'
                  | 'card'
                  | 'phone'
                  | 'payco'
                  | 'samsung'
                  | 'vbank';
                vnp_bank: string | null;
                /** Format: date-time */
                payment_time: string | null;
                /** Format: date-time */
                before_time: string;
                allow_cancel: boolean;
                cargo_allow_cancel: boolean;
                /** Format: date-time */
                cargo_cancel_before: string | null;
                awb: {
                  airway_bill_number: string;
                } | null;
                transport_rules: string[];
                properties: {
                  /** @enum {string} */
                  delivery_oms: 'standard' | 'premium' | 'super' | 'cargo' | 'korea';
                  extract_price: {
                    duty_fee: number;
                  };
                  diff_shipping_fee: number;
                  no_show_fee: number;
                };
                extra_prices: {
                  code: string;
                  name: string;
                  price: number;
                }[];
                discount_amount: number;
                tracking_info_venus: {
                  /** @enum {string} */
                  step:
                    | 'CREATED'
                    | 'PICKUP_ASSIGNING_DRIVER'
                    | 'PICKUP_ASSIGNED_TO_SIPPER'
                    | 'RECEIVED'
                    | 'TRANSIT_TO_HUB'
                    | 'RECEIVED_HUB'
                    | 'SECURITY_FAILED'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'DELIVERY_ASSIGNING_DRIVER'
                    | 'DELIVERY_ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  kind:
                    | 'CREATED'
                    | 'RECEIVED'
                    | 'RECEIVED_HUB'
                    | 'TRANSIT_TO_HUB'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'SECURITY_FAILED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'ASSIGNING_DRIVER'
                    | 'ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  leg: 'PICK_UP' | 'LINE_HAUL' | 'DROP_OFF' | 'CUSTOMER_DELIVERY';
                  /** Format: date-time */
                  date: string;
                  title: string;
                  content: string;
                  hub_name: string | null;
                  flight: string | null;
                  /** @enum {string|null} */
                  cancel_reason: 'CUSTOMER' | 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED' | null;
                  customer_note: string | null;
                }[];
                /** @enum {string} */
                delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
                /** @enum {string} */
                direction: 'DOMESTIC' | 'OUTBOUND' | 'INBOUND';
              }[];
              meta: {
                pagination: {
                  total: number;
                  count: number;
                  per_page: number;
                  current_page: number;
                  total_pages: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/orders/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Every order the list finds with the same filter (type, q, from_date, to_date; no paging) as one .xlsx sheet in the request's language, newest first: code, time placed (Vietnam time), status, latest step, product, sender, receiver, phone and address, weight, total, currency and payment method. Written while the orders are read, in batches, so a long list is not held in memory. */
    get: {
      parameters: {
        query?: {
          type?: 'ALL' | 'SENDING' | 'RECEIVING' | 'FINISHED' | 'CANCELLED';
          ver?: 'FINISHED';
          q?: string;
          from_date?: string;
          to_date?: string;
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
          content?: never;
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
  '/api/v1/order/detail/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One of the customer's orders by uuid or code, with its whole journey, fee lines, payment, route and post offices. Another customer's order, like an unknown one, is 404 ORDER_NOT_FOUND. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                /** Format: uuid */
                uuid: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                /** @enum {string} */
                status_name: 'processing' | 'sending' | 'receiving' | 'cancelled' | 'completed';
                awaiting_payment: boolean;
                /** Format: date-time */
                created_at: string;
                from_name: string;
                from_phone: string;
                sender_address: string;
                to_name: string;
                to_phone: string;
                receiver_address: string;
                order_details: {
                  name: string;
                  production_code: string;
                  product_name: string;
                  categories: {
                    name: string;
                  } | null;
                }[];
                amount: number;
                currency: string;
                to_price: number | null;
                to_currency: string | null;
                /** Format: date-time */
                min_end_time: string;
                time_slot_from: string | null;
                time_slot_to: string | null;
                /** @enum {string} */
                platform: 'c2c' | 'cargo';
                /** @enum {string} */
                payment_method:
                  | 'cash'
                  | 'topup'
                  | 'VNBANK'
                  | 'INTCARD'
                  | 'VNPAY'
                  | 'KCP'
                  | 'card'
                  | 'phone'
                  | 'payco'
                  | 'samsung'
                  | 'vbank';
                vnp_bank: string | null;
                /** Format: date-time */
                payment_time: string | null;
                /** Format: date-time */
                before_time: string;
                allow_cancel: boolean;
                cargo_allow_cancel: boolean;
                /** Format: date-time */
                cargo_cancel_before: string | null;
                awb: {
                  airway_bill_number: string;
                } | null;
                transport_rules: string[];
                properties: {
                  /** @enum {string} */
                  delivery_oms: 'standard' | 'premium' | 'super' | 'cargo' | 'korea';
                  extract_price: {
                    duty_fee: number;
                  };
                  diff_shipping_fee: number;
                  no_show_fee: number;
                };
                extra_prices: {
                  code: string;
                  name: string;
                  price: number;
                }[];
                discount_amount: number;
                tracking_info_venus: {
                  /** @enum {string} */
                  step:
                    | 'CREATED'
                    | 'PICKUP_ASSIGNING_DRIVER'
                    | 'PICKUP_ASSIGNED_TO_SIPPER'
                    | 'RECEIVED'
                    | 'TRANSIT_TO_HUB'
                    | 'RECEIVED_HUB'
                    | 'SECURITY_FAILED'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'DELIVERY_ASSIGNING_DRIVER'
                    | 'DELIVERY_ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  kind:
                    | 'CREATED'
                    | 'RECEIVED'
                    | 'RECEIVED_HUB'
                    | 'TRANSIT_TO_HUB'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'SECURITY_FAILED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'ASSIGNING_DRIVER'
                    | 'ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  leg: 'PICK_UP' | 'LINE_HAUL' | 'DROP_OFF' | 'CUSTOMER_DELIVERY';
                  /** Format: date-time */
                  date: string;
                  title: string;
                  content: string;
                  hub_name: string | null;
                  flight: string | null;
                  /** @enum {string|null} */
                  cancel_reason: 'CUSTOMER' | 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED' | null;
                  customer_note: string | null;
                }[];
                /** @enum {string} */
                delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
                /** @enum {string} */
                direction: 'DOMESTIC' | 'OUTBOUND' | 'INBOUND';
                /** Format: date-time */
                booking_shipper_time: string;
                declared: {
                  weight: number;
                  dimension: string;
                  chargeable_weight: number;
                };
                measured: {
                  weight: number;
                  dimension: string;
                  chargeable_weight: number;
                } | null;
                note: string;
                fees: {
                  shipping_fee: number;
                  surcharge: number;
                  super_fee: number;
                  extras: {
                    code: string;
                    name: string;
                    price: number;
                  }[];
                  customs_clearance_fee: number;
                  extra_clearance_fee: number;
                  duty_fee: number;
                  no_show_fee: number;
                  discount: number;
                  total: number;
                  paid_total: number;
                  currency: string;
                  total_vnd: number;
                };
                payment: {
                  /** @enum {string} */
                  purpose: 'ORDER' | 'TOPUP' | 'RECHARGE';
                  order_id: string | null;
                  order_code: string | null;
                  /** @enum {string} */
                  method:
                    | 'cash'
                    | 'topup'
                    | 'VNBANK'
                    | 'INTCARD'
                    | 'VNPAY'
                    | 'KCP'
                    | 'card'
                    | 'phone'
                    | 'payco'
                    | 'samsung'
                    | 'vbank';
                  /** @enum {string} */
                  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
                  amount: number;
                  refunded_amount: number;
                  currency: string;
                  expires_at: string | null;
                  paid_at: string | null;
                  response_code: string | null;
                  virtual_account: {
                    bank: string;
                    number: string;
                    holder: string;
                    due_at: string | null;
                  } | null;
                } | null;
                adjustments: {
                  /** Format: uuid */
                  id: string;
                  /** @enum {string} */
                  kind: 'SECURITY_CHECK' | 'NO_SHOW';
                  previous_total: number;
                  new_total: number;
                  /** @enum {string} */
                  direction: 'RECHARGE' | 'REFUND' | 'NONE';
                  amount: number;
                  /** @enum {string} */
                  status: 'WAITING' | 'SUCCESS';
                  /** Format: date-time */
                  created_at: string;
                }[];
                route: {
                  origin: {
                    country: string;
                    province: string;
                    province_name: string;
                  };
                  destination: {
                    country: string;
                    province: string;
                    province_name: string;
                  };
                  flight: {
                    flight_number: string;
                    origin: string;
                    destination: string;
                    departure_at: string;
                    arrival_at: string;
                  } | null;
                };
                sender_office: {
                  code: string;
                  name: string;
                  address: string;
                  latitude: number;
                  longitude: number;
                  work_hour_start: string | null;
                  work_hour_end: string | null;
                  phone: string | null;
                } | null;
                receiver_office: {
                  code: string;
                  name: string;
                  address: string;
                  latitude: number;
                  longitude: number;
                  work_hour_start: string | null;
                  work_hour_end: string | null;
                  phone: string | null;
                } | null;
                vat_info: {
                  email: string;
                  company_name: string;
                  company_address: string;
                  tax_number: string;
                } | null;
                goods_info: {
                  category: {
                    id: number;
                    code: string;
                    name: string;
                  };
                  quantity: number;
                  product_name: string;
                  price: number;
                  total_price: number;
                  material: string;
                  receipts: string[];
                  goods_url: string | null;
                }[];
                cargo_booking: {
                  air_waybill_number: string | null;
                  departure_airport: {
                    code: string;
                    name: string;
                    place_name: string;
                  };
                  arrival_airport: {
                    code: string;
                    name: string;
                    place_name: string;
                  };
                  /** Format: date-time */
                  drop_off_before: string | null;
                } | null;
                cancellation: {
                  cancellable: boolean;
                  /** @enum {string|null} */
                  refusal: 'CLOSED' | 'HANDED_OVER' | 'DEADLINE_PASSED' | null;
                  /** Format: date-time */
                  cancel_before: string | null;
                  hours_before_flight: number | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Cancels one of the customer's C2C orders before its parcel is handed over: what was paid goes back the way it came (the wallet, or the gateway), an unpaid payment is closed, and the flight weight and voucher use are released, in one transaction; the customer's optional reason is kept with the cancel step. Answers the order's detail. An order already handed over, cancelled or finished is 409 ORDER_NOT_CANCELLABLE; two cancels at once refund once. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                /** Format: uuid */
                uuid: string;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                /** @enum {string} */
                status_name: 'processing' | 'sending' | 'receiving' | 'cancelled' | 'completed';
                awaiting_payment: boolean;
                /** Format: date-time */
                created_at: string;
                from_name: string;
                from_phone: string;
                sender_address: string;
                to_name: string;
                to_phone: string;
                receiver_address: string;
                order_details: {
                  name: string;
                  production_code: string;
                  product_name: string;
                  categories: {
                    name: string;
                  } | null;
                }[];
                amount: number;
                currency: string;
                to_price: number | null;
                to_currency: string | null;
                /** Format: date-time */
                min_end_time: string;
                time_slot_from: string | null;
                time_slot_to: string | null;
                /** @enum {string} */
                platform: 'c2c' | 'cargo';
                /** @enum {string} */
                payment_method:
                  | 'cash'
                  | 'topup'
                  | 'VNBANK'
                  | 'INTCARD'
                  | 'VNPAY'
                  | 'KCP'
                  | 'card'
                  | 'phone'
                  | 'payco'
                  | 'samsung'
                  | 'vbank';
                vnp_bank: string | null;
                /** Format: date-time */
                payment_time: string | null;
                /** Format: date-time */
                before_time: string;
                allow_cancel: boolean;
                cargo_allow_cancel: boolean;
                /** Format: date-time */
                cargo_cancel_before: string | null;
                awb: {
                  airway_bill_number: string;
                } | null;
                transport_rules: string[];
                properties: {
                  /** @enum {string} */
                  delivery_oms: 'standard' | 'premium' | 'super' | 'cargo' | 'korea';
                  extract_price: {
                    duty_fee: number;
                  };
                  diff_shipping_fee: number;
                  no_show_fee: number;
                };
                extra_prices: {
                  code: string;
                  name: string;
                  price: number;
                }[];
                discount_amount: number;
                tracking_info_venus: {
                  /** @enum {string} */
                  step:
                    | 'CREATED'
                    | 'PICKUP_ASSIGNING_DRIVER'
                    | 'PICKUP_ASSIGNED_TO_SIPPER'
                    | 'RECEIVED'
                    | 'TRANSIT_TO_HUB'
                    | 'RECEIVED_HUB'
                    | 'SECURITY_FAILED'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'DELIVERY_ASSIGNING_DRIVER'
                    | 'DELIVERY_ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  kind:
                    | 'CREATED'
                    | 'RECEIVED'
                    | 'RECEIVED_HUB'
                    | 'TRANSIT_TO_HUB'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'SECURITY_FAILED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'ASSIGNING_DRIVER'
                    | 'ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  leg: 'PICK_UP' | 'LINE_HAUL' | 'DROP_OFF' | 'CUSTOMER_DELIVERY';
                  /** Format: date-time */
                  date: string;
                  title: string;
                  content: string;
                  hub_name: string | null;
                  flight: string | null;
                  /** @enum {string|null} */
                  cancel_reason: 'CUSTOMER' | 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED' | null;
                  customer_note: string | null;
                }[];
                /** @enum {string} */
                delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
                /** @enum {string} */
                direction: 'DOMESTIC' | 'OUTBOUND' | 'INBOUND';
                /** Format: date-time */
                booking_shipper_time: string;
                declared: {
                  weight: number;
                  dimension: string;
                  chargeable_weight: number;
                };
                measured: {
                  weight: number;
                  dimension: string;
                  chargeable_weight: number;
                } | null;
                note: string;
                fees: {
                  shipping_fee: number;
                  surcharge: number;
                  super_fee: number;
                  extras: {
                    code: string;
                    name: string;
                    price: number;
                  }[];
                  customs_clearance_fee: number;
                  extra_clearance_fee: number;
                  duty_fee: number;
                  no_show_fee: number;
                  discount: number;
                  total: number;
                  paid_total: number;
                  currency: string;
                  total_vnd: number;
                };
                payment: {
                  /** @enum {string} */
                  purpose: 'ORDER' | 'TOPUP' | 'RECHARGE';
                  order_id: string | null;
                  order_code: string | null;
                  /** @enum {string} */
                  method:
                    | 'cash'
                    | 'topup'
                    | 'VNBANK'
                    | 'INTCARD'
                    | 'VNPAY'
                    | 'KCP'
                    | 'card'
                    | 'phone'
                    | 'payco'
                    | 'samsung'
                    | 'vbank';
                  /** @enum {string} */
                  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
                  amount: number;
                  refunded_amount: number;
                  currency: string;
                  expires_at: string | null;
                  paid_at: string | null;
                  response_code: string | null;
                  virtual_account: {
                    bank: string;
                    number: string;
                    holder: string;
                    due_at: string | null;
                  } | null;
                } | null;
                adjustments: {
                  /** Format: uuid */
                  id: string;
                  /** @enum {string} */
                  kind: 'SECURITY_CHECK' | 'NO_SHOW';
                  previous_total: number;
                  new_total: number;
                  /** @enum {string} */
                  direction: 'RECHARGE' | 'REFUND' | 'NONE';
                  amount: number;
                  /** @enum {string} */
                  status: 'WAITING' | 'SUCCESS';
                  /** Format: date-time */
                  created_at: string;
                }[];
                route: {
                  origin: {
                    country: string;
                    province: string;
                    province_name: string;
                  };
                  destination: {
                    country: string;
                    province: string;
                    province_name: string;
                  };
                  flight: {
                    flight_number: string;
                    origin: string;
                    destination: string;
                    departure_at: string;
                    arrival_at: string;
                  } | null;
                };
                sender_office: {
                  code: string;
                  name: string;
                  address: string;
                  latitude: number;
                  longitude: number;
                  work_hour_start: string | null;
                  work_hour_end: string | null;
                  phone: string | null;
                } | null;
                receiver_office: {
                  code: string;
                  name: string;
                  address: string;
                  latitude: number;
                  longitude: number;
                  work_hour_start: string | null;
                  work_hour_end: string | null;
                  phone: string | null;
                } | null;
                vat_info: {
                  email: string;
                  company_name: string;
                  company_address: string;
                  tax_number: string;
                } | null;
                goods_info: {
                  category: {
                    id: number;
                    code: string;
                    name: string;
                  };
                  quantity: number;
                  product_name: string;
                  price: number;
                  total_price: number;
                  material: string;
                  receipts: string[];
                  goods_url: string | null;
                }[];
                cargo_booking: {
                  air_waybill_number: string | null;
                  departure_airport: {
                    code: string;
                    name: string;
                    place_name: string;
                  };
                  arrival_airport: {
                    code: string;
                    name: string;
                    place_name: string;
                  };
                  /** Format: date-time */
                  drop_off_before: string | null;
                } | null;
                cancellation: {
                  cancellable: boolean;
                  /** @enum {string|null} */
                  refusal: 'CLOSED' | 'HANDED_OVER' | 'DEADLINE_PASSED' | null;
                  /** Format: date-time */
                  cancel_before: string | null;
                  hours_before_flight: number | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order/{id}/recharge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Pays a recharge the order owes (a fee adjustment raised its total; adjustmentId from the detail) from the wallet (topup, at once) or through VNPay (VNBANK, INTCARD, VNPAY: answers the signed payment URL, which returns to the order's detail). A recharge already paid, or an adjustment that is not one, is 409 RECHARGE_NOT_DUE; a wallet that does not cover it is global_not_enough_point. A try still waiting on the gateway is closed and replaced. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            adjustment_id: string;
            /** @enum {string} */
            payment_method: 'topup' | 'VNBANK' | 'INTCARD' | 'VNPAY';
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                payment: {
                  /** @enum {string} */
                  purpose: 'ORDER' | 'TOPUP' | 'RECHARGE';
                  order_id: string | null;
                  order_code: string | null;
                  /** @enum {string} */
                  method:
                    | 'cash'
                    | 'topup'
                    | 'VNBANK'
                    | 'INTCARD'
                    | 'VNPAY'
                    | 'KCP'
                    | 'card'
                    | 'phone'
                    | 'payco'
                    | 'samsung'
                    | 'vbank';
                  /** @enum {string} */
                  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
                  amount: number;
                  refunded_amount: number;
                  currency: string;
                  expires_at: string | null;
                  paid_at: string | null;
                  response_code: string | null;
                  virtual_account: {
                    bank: string;
                    number: string;
                    holder: string;
                    due_at: string | null;
                  } | null;
                };
                payment_url: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/orders/import/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The sheet a shop fills to place many domestic orders at once, in the request's language. format=xlsx (the default): the order sheet with its headers, one example row that reads without a problem and drop-downs for the product, handover, service and payment columns, a column guide, and the products with their codes. format=csv: the headers and the example row, UTF-8 with a BOM. A header may be written in Vietnamese, English or Korean. */
    get: {
      parameters: {
        query?: {
          format?: 'xlsx' | 'csv';
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
          content?: never;
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
  '/api/v1/orders/import/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Reads a filled sheet (multipart/form-data, field `file`: .xlsx or .csv, at most 1,000 orders) and answers each row with what it would cost now (flight, arrival) or its problems, each at its column in the request's language, or the order it already placed; and the totals. Every order is sent from the default sender (none: 422 IMPORT_NO_DEFAULT_SENDER). A file that is no spreadsheet, formulas, merged cells, too many rows or missing columns are refused whole (IMPORT_*). Nothing is kept. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                file_digest: string;
                rows: {
                  line: number;
                  cells: {
                    [key: string]: string;
                  };
                  problems: {
                    /** @enum {string|null} */
                    column:
                      | 'receiverName'
                      | 'receiverPhone'
                      | 'receiverStreet'
                      | 'receiverWard'
                      | 'receiverDistrict'
                      | 'receiverProvince'
                      | 'product'
                      | 'weight'
                      | 'length'
                      | 'width'
                      | 'height'
                      | 'handover'
                      | 'senderPostOffice'
                      | 'receiverPostOffice'
                      | 'tier'
                      | 'paymentMethod'
                      | 'voucher'
                      | 'note'
                      | null;
                    code: string;
                    message: string;
                  }[];
                  quote: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'VND';
                    flight: {
                      number: string;
                      /** Format: date-time */
                      departure_at: string;
                    } | null;
                    /** Format: date-time */
                    arrival_at: string;
                  } | null;
                  placed_order: {
                    /** Format: uuid */
                    id: string;
                    code: string;
                  } | null;
                }[];
                totals: {
                  rows: number;
                  ready: number;
                  with_problems: number;
                  placed: number;
                  amount: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/orders/import/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The preview again for rows as the page holds them after fixing some (file_digest from the upload's preview). Nothing is kept. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            file_digest: string;
            rows: {
              line: number;
              cells: {
                [key: string]: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                file_digest: string;
                rows: {
                  line: number;
                  cells: {
                    [key: string]: string;
                  };
                  problems: {
                    /** @enum {string|null} */
                    column:
                      | 'receiverName'
                      | 'receiverPhone'
                      | 'receiverStreet'
                      | 'receiverWard'
                      | 'receiverDistrict'
                      | 'receiverProvince'
                      | 'product'
                      | 'weight'
                      | 'length'
                      | 'width'
                      | 'height'
                      | 'handover'
                      | 'senderPostOffice'
                      | 'receiverPostOffice'
                      | 'tier'
                      | 'paymentMethod'
                      | 'voucher'
                      | 'note'
                      | null;
                    code: string;
                    message: string;
                  }[];
                  quote: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'VND';
                    flight: {
                      number: string;
                      /** Format: date-time */
                      departure_at: string;
                    } | null;
                    /** Format: date-time */
                    arrival_at: string;
                  } | null;
                  placed_order: {
                    /** Format: uuid */
                    id: string;
                    code: string;
                  } | null;
                }[];
                totals: {
                  rows: number;
                  ready: number;
                  with_problems: number;
                  placed: number;
                  amount: number;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/orders/import/place': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Places up to 50 rows, each at the amount its preview showed, through the order pipeline with one idempotency key per row made from the file digest, the line and the cells: a row sent again (a retry, a double click, the same file uploaded again) answers its order with placed_before and places nothing. A row that fails (a full flight, a moved price: PRICE_CHANGED) answers its problems and the rest go on. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            file_digest: string;
            rows: {
              line: number;
              cells: {
                [key: string]: string;
              };
              amount: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                line: number;
                order: {
                  /** Format: uuid */
                  id: string;
                  code: string;
                } | null;
                placed_before: boolean;
                problems: {
                  /** @enum {string|null} */
                  column:
                    | 'receiverName'
                    | 'receiverPhone'
                    | 'receiverStreet'
                    | 'receiverWard'
                    | 'receiverDistrict'
                    | 'receiverProvince'
                    | 'product'
                    | 'weight'
                    | 'length'
                    | 'width'
                    | 'height'
                    | 'handover'
                    | 'senderPostOffice'
                    | 'receiverPostOffice'
                    | 'tier'
                    | 'paymentMethod'
                    | 'voucher'
                    | 'note'
                    | null;
                  code: string;
                  message: string;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/orders/import/result': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The import's result as .xlsx in the request's language: each row's cells with the order it placed, or why it has none (its problems, or not placed yet). Read from the orders themselves, by the rows’ keys. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            file_digest: string;
            rows: {
              line: number;
              cells: {
                [key: string]: string;
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
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orders/waybills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The waybills of up to 1,000 of the customer’s orders (ids) as one PDF, an A6 page each in the order asked, as GET /v1/order/{id}/waybill prints them: what an import prints at once. Any id that is not one of the customer’s orders is 404 ORDER_NOT_FOUND, a cancelled order 409 WAYBILL_NOT_AVAILABLE. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/cargo/departure-available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The airports Cargo Direct flies from that collect from the sender's province (provinceCode), nearest first, each with the commodities it accepts; none is 422 validation_airport_not_available. Business accounts with a Cargo Direct contract only: any other account is 403 CARGO_DIRECT_CONTRACT_REQUIRED. */
    get: {
      parameters: {
        query: {
          province_code: string;
          district_code?: string;
          country?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                key: string;
                name: string;
                municipality: string;
                province: string;
                place_name: string;
                is_support: boolean;
                commodity: {
                  code: string;
                  name: string;
                  short_name: string;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v2/cargo/arrival-available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The airports near the receiver's province that the schedule flies to from departureAirport, with the commodities both ends accept. Only the departure airport itself is 422 validation_airport_same; none is validation_airport_not_support. Business accounts with a Cargo Direct contract only: any other account is 403 CARGO_DIRECT_CONTRACT_REQUIRED. */
    get: {
      parameters: {
        query: {
          province_code: string;
          district_code?: string;
          country?: string;
          departure_airport: string;
          weight?: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                key: string;
                name: string;
                municipality: string;
                province: string;
                place_name: string;
                is_support: boolean;
                commodity: {
                  code: string;
                  name: string;
                  short_name: string;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v2/cargo/airport-with-province': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The airports serving a province (province_code), with isSupport telling which take Cargo Direct. Business accounts with a Cargo Direct contract only: any other account is 403 CARGO_DIRECT_CONTRACT_REQUIRED. */
    get: {
      parameters: {
        query: {
          province_code: string;
          country?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                key: string;
                name: string;
                municipality: string;
                province: string;
                place_name: string;
                is_support: boolean;
                commodity: {
                  code: string;
                  name: string;
                  short_name: string;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/orders/summary-dimension-weight': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The volumetric weight of up to 10 dimension lines and the chargeable weight. A piece over 140 × 65 × 70 cm is 422 CARGO_PIECE_TOO_LARGE, a chargeable weight under 45 kg 422 CARGO_BELOW_MIN_CHARGEABLE_WEIGHT, both with the summary in data. Business accounts with a Cargo Direct contract only: any other account is 403 CARGO_DIRECT_CONTRACT_REQUIRED. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dimensions: {
              length: number;
              width: number;
              height: number;
              quantity: number;
            }[];
            weight: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                summary_dimension_weight: number;
                charge_weight: number;
                pieces: number;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v2/cargo/available-flights': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The flights of a route from fromDate to toDate (Vietnamese dates; a range over 5 days is trimmed to its first 5, meta says which; beyond 30 days ahead is refused), by date, each with the room left after this shipment (remainwt), its load level, capacity, price and aircraft. Business accounts with a Cargo Direct contract only: any other account is 403 CARGO_DIRECT_CONTRACT_REQUIRED. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            departure_airport: string;
            arrival_airport: string;
            product_code: string;
            weight: number;
            dimension: {
              length: number;
              width: number;
              height: number;
              quantity: number;
            }[];
            /**
             * @default +07
             * @enum {string}
             */
            timezone?: '+07';
            /** Format: date */
            from_date: string;
            /** Format: date */
            to_date: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                [key: string]: {
                  flight_id: string;
                  flight_number: string;
                  departure_airport: string;
                  arrival_airport: string;
                  /** Format: date-time */
                  start_time: string;
                  /** Format: date-time */
                  min_end_time: string;
                  /** Format: date-time */
                  collection_time: string;
                  /** Format: date-time */
                  delivery_time: string;
                  remainwt: number;
                  capacity: number;
                  /** @enum {string} */
                  load_level: 'enough' | 'low' | 'full' | 'exceeded';
                  price: number;
                  /** @enum {string} */
                  currency: 'VND';
                  aircraft: string;
                  /** @enum {string} */
                  kind: 'BELLY' | 'FREIGHTER';
                }[];
              };
              meta: {
                /** Format: date */
                from_date: string;
                /** Format: date */
                to_date: string;
                charge_weight: number;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v2/cargo/book-flight': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The capacity check before ordering: isAvailable when the flight still takes the shipment (enough or low load, collection time not passed), else the reason in message. Books nothing: the order does. Business accounts with a Cargo Direct contract only: any other account is 403 CARGO_DIRECT_CONTRACT_REQUIRED. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            flight_id: string;
            weight: number;
            dimension: {
              length: number;
              width: number;
              height: number;
              quantity: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                is_available: boolean;
                message: string;
                remainwt: number;
                /** @enum {string} */
                load_level: 'enough' | 'low' | 'full' | 'exceeded';
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v2/cargo/recalculate-fee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The shipping fee of the shipment on the flight, the order's total. Business accounts with a Cargo Direct contract only: any other account is 403 CARGO_DIRECT_CONTRACT_REQUIRED. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            flight_id: string;
            product_code: string;
            weight: number;
            dimension: {
              length: number;
              width: number;
              height: number;
              quantity: number;
            }[];
          } & {
            [key: string]: unknown;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                price: number;
                price_per_kg: number;
                charge_weight: number;
                /** @enum {string} */
                currency: 'VND';
                payment_config: {
                  point_topup: number;
                  methods: {
                    /** @enum {string} */
                    code:
                      | 'cash'
                      | 'topup'
                      | 'VNBANK'
                      | 'INTCARD'
                      | 'VNPAY'
                      | 'KCP'
                      | 'card'
                      | 'phone'
                      | 'payco'
                      | 'samsung'
                      | 'vbank';
                    name_vn: string;
                    name_eng: string;
                    is_group: boolean;
                  }[];
                  groups: {
                    /** @enum {string} */
                    code: 'koreanCard' | 'koreanEasyPay' | 'koreanTransfer';
                    is_show: boolean;
                    methods: {
                      /** @enum {string} */
                      code:
                        | 'cash'
                        | 'topup'
                        | 'VNBANK'
                        | 'INTCARD'
                        | 'VNPAY'
                        | 'KCP'
                        | 'card'
                        | 'phone'
                        | 'payco'
                        | 'samsung'
                        | 'vbank';
                      name_vn: string;
                      name_eng: string;
                      is_group: boolean;
                    }[];
                  }[];
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v2/cargo/create-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Creates a Cargo Direct order and books its chargeable weight on the flight in the order's transaction. A flight that no longer has the room is 409 load_not_available (nothing kept); a total that is not the server's is 409 PRICE_CHANGED. meta.custom has the payment URL or window for a gateway. Idempotency-Key as for POST /v1/order. Business accounts with a Cargo Direct contract only: any other account is 403 CARGO_DIRECT_CONTRACT_REQUIRED. */
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            flight_id: string;
            sender_address_id: string;
            receiver_address_id: string;
            order_details: {
              production_code: string;
              name?: string;
            }[];
            weight: number;
            dimension: {
              length: number;
              width: number;
              height: number;
              quantity: number;
            }[];
            /** @enum {string} */
            payment_method:
              | 'cash'
              | 'topup'
              | 'VNBANK'
              | 'INTCARD'
              | 'VNPAY'
              | 'KCP'
              | 'card'
              | 'phone'
              | 'payco'
              | 'samsung'
              | 'vbank';
            vnp_bank?: string;
            amount: number;
            /** @default  */
            note?: string;
            /** @enum {boolean} */
            ben_agreed: true;
          } & {
            [key: string]: unknown;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                uuid: string;
                status: string;
                /** @enum {string} */
                platform: 'c2c' | 'cargo';
                /** @enum {string} */
                payment_method:
                  | 'cash'
                  | 'topup'
                  | 'VNBANK'
                  | 'INTCARD'
                  | 'VNPAY'
                  | 'KCP'
                  | 'card'
                  | 'phone'
                  | 'payco'
                  | 'samsung'
                  | 'vbank';
                /** @enum {string} */
                delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
                /** @enum {string} */
                tier: 'BASIC' | 'PREMIUM' | 'SUPER';
                transport_rules: string[];
                shipping_fee: number;
                extras_total: number;
                super_fee: number;
                time_slot: {
                  date: string;
                  from: string;
                  to: string;
                } | null;
                discount_amount: number;
                amount: number;
                currency: string;
                to_price: number | null;
                /** @enum {string|null} */
                to_currency: 'VND' | null;
                /** @enum {string} */
                direction: 'DOMESTIC' | 'OUTBOUND' | 'INBOUND';
                est_date_time: string;
                booking_shipper_time: string;
                created_at: string;
                route: {
                  origin: {
                    country: string;
                    province: string;
                    province_name: string;
                  };
                  destination: {
                    country: string;
                    province: string;
                    province_name: string;
                  };
                  flight: {
                    flight_number: string;
                    origin: string;
                    destination: string;
                    departure_at: string;
                    arrival_at: string;
                  } | null;
                };
                sender_office: {
                  code: string;
                  name: string;
                  address: string;
                  latitude: number;
                  longitude: number;
                  work_hour_start: string | null;
                  work_hour_end: string | null;
                  phone: string | null;
                } | null;
                receiver_office: {
                  code: string;
                  name: string;
                  address: string;
                  latitude: number;
                  longitude: number;
                  work_hour_start: string | null;
                  work_hour_end: string | null;
                  phone: string | null;
                } | null;
                air_waybill_number: string | null;
              };
              meta: {
                custom: {
                  payment_url: string | null;
                  payment_data: {
                    script_url: string;
                    merchant_id: string;
                    pg: string;
                    pay_method: string;
                    merchant_uid: string;
                    name: string;
                    amount: number;
                    currency: string;
                    buyer_name: string;
                    buyer_tel: string;
                    m_redirect_url: string;
                    notice_url: string;
                    vbank_due?: string;
                  } | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/topup/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The top-up wallet: balance, totals in and out since it opened, bonus credits (whole VND). */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                balance: number;
                plus_topup: number;
                deduct_topup: number;
                agent_points: {
                  amount: number;
                  /** Format: date-time */
                  created_date: string;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/topup/transaction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Wallet movements in a period of Vietnamese calendar days (fromDate, toDate, both included; by default the first of this month to today; at most 90 days apart), newest first, 20 a page, with the total. */
    get: {
      parameters: {
        query?: {
          from_date?: string;
          to_date?: string;
          page?: number;
          limit?: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                transactions: {
                  id: string;
                  /** @enum {string} */
                  tran_req_type:
                    | 'CREDIT'
                    | 'TOPUP_S247'
                    | 'TOPUP_HDBANK'
                    | 'REFUND'
                    | 'RE_TOPUP'
                    | 'PAYMENT'
                    | 'PAYMENT_S247'
                    | 'DEBIT';
                  amount: number;
                  amount_before: number;
                  amount_after: number;
                  order_number: string | null;
                  /** Format: date-time */
                  created_date: string;
                }[];
                total: number;
                /** Format: date */
                from_date: string;
                /** Format: date */
                to_date: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff only. The order a hub clerk scanned (uuid or code), as its customer reads it, with its latest step and only what may be done next (the kinds a scan may record; whether the security check, a flight move or the no-show fee may follow), its flight and the later flights of its route within a week. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order: {
                  order_id: string;
                  /** Format: uuid */
                  uuid: string;
                  /** Format: uuid */
                  id: string;
                  /** @enum {string} */
                  status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                  /** @enum {string} */
                  status_name: 'processing' | 'sending' | 'receiving' | 'cancelled' | 'completed';
                  awaiting_payment: boolean;
                  /** Format: date-time */
                  created_at: string;
                  from_name: string;
                  from_phone: string;
                  sender_address: string;
                  to_name: string;
                  to_phone: string;
                  receiver_address: string;
                  order_details: {
                    name: string;
                    production_code: string;
                    product_name: string;
                    categories: {
                      name: string;
                    } | null;
                  }[];
                  amount: number;
                  currency: string;
                  to_price: number | null;
                  to_currency: string | null;
                  /** Format: date-time */
                  min_end_time: string;
                  time_slot_from: string | null;
                  time_slot_to: string | null;
                  /** @enum {string} */
                  platform: 'c2c' | 'cargo';
                  /** @enum {string} */
                  payment_method:
                    | 'cash'
                    | 'topup'
                    | 'VNBANK'
                    | 'INTCARD'
                    | 'VNPAY'
                    | 'KCP'
                    | 'card'
                    | 'phone'
                    | 'payco'
                    | 'samsung'
                    | 'vbank';
                  vnp_bank: string | null;
                  /** Format: date-time */
                  payment_time: string | null;
                  /** Format: date-time */
                  before_time: string;
                  allow_cancel: boolean;
                  cargo_allow_cancel: boolean;
                  /** Format: date-time */
                  cargo_cancel_before: string | null;
                  awb: {
                    airway_bill_number: string;
                  } | null;
                  transport_rules: string[];
                  properties: {
                    /** @enum {string} */
                    delivery_oms: 'standard' | 'premium' | 'super' | 'cargo' | 'korea';
                    extract_price: {
                      duty_fee: number;
                    };
                    diff_shipping_fee: number;
                    no_show_fee: number;
                  };
                  extra_prices: {
                    code: string;
                    name: string;
                    price: number;
                  }[];
                  discount_amount: number;
                  tracking_info_venus: {
                    /** @enum {string} */
                    step:
                      | 'CREATED'
                      | 'PICKUP_ASSIGNING_DRIVER'
                      | 'PICKUP_ASSIGNED_TO_SIPPER'
                      | 'RECEIVED'
                      | 'TRANSIT_TO_HUB'
                      | 'RECEIVED_HUB'
                      | 'SECURITY_FAILED'
                      | 'READY_TO_SHIP'
                      | 'FLIGHT_ASSIGNED'
                      | 'STATIONED_IN'
                      | 'HANDOVER_RACK_ASSIGNED'
                      | 'CP_PARCEL_READY'
                      | 'STORED'
                      | 'DELIVERY_ASSIGNING_DRIVER'
                      | 'DELIVERY_ASSIGNED_TO_SIPPER'
                      | 'DELIVERED'
                      | 'COMPLETED'
                      | 'CANCELLED';
                    /** @enum {string} */
                    kind:
                      | 'CREATED'
                      | 'RECEIVED'
                      | 'RECEIVED_HUB'
                      | 'TRANSIT_TO_HUB'
                      | 'READY_TO_SHIP'
                      | 'FLIGHT_ASSIGNED'
                      | 'SECURITY_FAILED'
                      | 'STATIONED_IN'
                      | 'HANDOVER_RACK_ASSIGNED'
                      | 'CP_PARCEL_READY'
                      | 'STORED'
                      | 'ASSIGNING_DRIVER'
                      | 'ASSIGNED_TO_SIPPER'
                      | 'DELIVERED'
                      | 'COMPLETED'
                      | 'CANCELLED';
                    /** @enum {string} */
                    leg: 'PICK_UP' | 'LINE_HAUL' | 'DROP_OFF' | 'CUSTOMER_DELIVERY';
                    /** Format: date-time */
                    date: string;
                    title: string;
                    content: string;
                    hub_name: string | null;
                    flight: string | null;
                    /** @enum {string|null} */
                    cancel_reason: 'CUSTOMER' | 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED' | null;
                    customer_note: string | null;
                  }[];
                  /** @enum {string} */
                  delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
                  /** @enum {string} */
                  direction: 'DOMESTIC' | 'OUTBOUND' | 'INBOUND';
                  /** Format: date-time */
                  booking_shipper_time: string;
                  declared: {
                    weight: number;
                    dimension: string;
                    chargeable_weight: number;
                  };
                  measured: {
                    weight: number;
                    dimension: string;
                    chargeable_weight: number;
                  } | null;
                  note: string;
                  fees: {
                    shipping_fee: number;
                    surcharge: number;
                    super_fee: number;
                    extras: {
                      code: string;
                      name: string;
                      price: number;
                    }[];
                    customs_clearance_fee: number;
                    extra_clearance_fee: number;
                    duty_fee: number;
                    no_show_fee: number;
                    discount: number;
                    total: number;
                    paid_total: number;
                    currency: string;
                    total_vnd: number;
                  };
                  payment: {
                    /** @enum {string} */
                    purpose: 'ORDER' | 'TOPUP' | 'RECHARGE';
                    order_id: string | null;
                    order_code: string | null;
                    /** @enum {string} */
                    method:
                      | 'cash'
                      | 'topup'
                      | 'VNBANK'
                      | 'INTCARD'
                      | 'VNPAY'
                      | 'KCP'
                      | 'card'
                      | 'phone'
                      | 'payco'
                      | 'samsung'
                      | 'vbank';
                    /** @enum {string} */
                    status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
                    amount: number;
                    refunded_amount: number;
                    currency: string;
                    expires_at: string | null;
                    paid_at: string | null;
                    response_code: string | null;
                    virtual_account: {
                      bank: string;
                      number: string;
                      holder: string;
                      due_at: string | null;
                    } | null;
                  } | null;
                  adjustments: {
                    /** Format: uuid */
                    id: string;
                    /** @enum {string} */
                    kind: 'SECURITY_CHECK' | 'NO_SHOW';
                    previous_total: number;
                    new_total: number;
                    /** @enum {string} */
                    direction: 'RECHARGE' | 'REFUND' | 'NONE';
                    amount: number;
                    /** @enum {string} */
                    status: 'WAITING' | 'SUCCESS';
                    /** Format: date-time */
                    created_at: string;
                  }[];
                  route: {
                    origin: {
                      country: string;
                      province: string;
                      province_name: string;
                    };
                    destination: {
                      country: string;
                      province: string;
                      province_name: string;
                    };
                    flight: {
                      flight_number: string;
                      origin: string;
                      destination: string;
                      departure_at: string;
                      arrival_at: string;
                    } | null;
                  };
                  sender_office: {
                    code: string;
                    name: string;
                    address: string;
                    latitude: number;
                    longitude: number;
                    work_hour_start: string | null;
                    work_hour_end: string | null;
                    phone: string | null;
                  } | null;
                  receiver_office: {
                    code: string;
                    name: string;
                    address: string;
                    latitude: number;
                    longitude: number;
                    work_hour_start: string | null;
                    work_hour_end: string | null;
                    phone: string | null;
                  } | null;
                  vat_info: {
                    email: string;
                    company_name: string;
                    company_address: string;
                    tax_number: string;
                  } | null;
                  goods_info: {
                    category: {
                      id: number;
                      code: string;
                      name: string;
                    };
                    quantity: number;
                    product_name: string;
                    price: number;
                    total_price: number;
                    material: string;
                    receipts: string[];
                    goods_url: string | null;
                  }[];
                  cargo_booking: {
                    air_waybill_number: string | null;
                    departure_airport: {
                      code: string;
                      name: string;
                      place_name: string;
                    };
                    arrival_airport: {
                      code: string;
                      name: string;
                      place_name: string;
                    };
                    /** Format: date-time */
                    drop_off_before: string | null;
                  } | null;
                  cancellation: {
                    cancellable: boolean;
                    /** @enum {string|null} */
                    refusal: 'CLOSED' | 'HANDED_OVER' | 'DEADLINE_PASSED' | null;
                    /** Format: date-time */
                    cancel_before: string | null;
                    hours_before_flight: number | null;
                  };
                };
                /** @enum {string} */
                step:
                  | 'CREATED'
                  | 'PICKUP_ASSIGNING_DRIVER'
                  | 'PICKUP_ASSIGNED_TO_SIPPER'
                  | 'RECEIVED'
                  | 'TRANSIT_TO_HUB'
                  | 'RECEIVED_HUB'
                  | 'SECURITY_FAILED'
                  | 'READY_TO_SHIP'
                  | 'FLIGHT_ASSIGNED'
                  | 'STATIONED_IN'
                  | 'HANDOVER_RACK_ASSIGNED'
                  | 'CP_PARCEL_READY'
                  | 'STORED'
                  | 'DELIVERY_ASSIGNING_DRIVER'
                  | 'DELIVERY_ASSIGNED_TO_SIPPER'
                  | 'DELIVERED'
                  | 'COMPLETED'
                  | 'CANCELLED';
                scans: (
                  | 'CREATED'
                  | 'RECEIVED'
                  | 'RECEIVED_HUB'
                  | 'TRANSIT_TO_HUB'
                  | 'READY_TO_SHIP'
                  | 'FLIGHT_ASSIGNED'
                  | 'SECURITY_FAILED'
                  | 'STATIONED_IN'
                  | 'HANDOVER_RACK_ASSIGNED'
                  | 'CP_PARCEL_READY'
                  | 'STORED'
                  | 'ASSIGNING_DRIVER'
                  | 'ASSIGNED_TO_SIPPER'
                  | 'DELIVERED'
                  | 'COMPLETED'
                  | 'CANCELLED'
                )[];
                security_check: boolean;
                flight_move: boolean;
                no_show: boolean;
                flight: {
                  /** Format: uuid */
                  id: string;
                  flight_number: string;
                  origin: string;
                  destination: string;
                  /** Format: date-time */
                  departure_at: string;
                  /** Format: date-time */
                  arrival_at: string;
                  capacity: number;
                  remaining: number;
                } | null;
                later_flights: {
                  /** Format: uuid */
                  id: string;
                  flight_number: string;
                  origin: string;
                  destination: string;
                  /** Format: date-time */
                  departure_at: string;
                  /** Format: date-time */
                  arrival_at: string;
                  capacity: number;
                  remaining: number;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/orders/{id}/security-check/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Staff only. What the security check would do with this measurement, before it is confirmed: the new total, the recharge or refund that follows, the weight then charged, and whether the booked flight has room for it. Nothing is written. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            weight: number;
            dimension: string;
            /** Format: uuid */
            flight_id?: string;
            hub_name?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                previous_total: number;
                new_total: number;
                /** @enum {string} */
                direction: 'RECHARGE' | 'REFUND' | 'NONE';
                amount: number;
                currency: string;
                booked_chargeable_weight: number;
                chargeable_weight: number;
                flight_has_room: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/orders/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Staff only. Records a scan of an order (by uuid or code): the step of that kind which may follow the latest one, moving the order's status with it (tracking-rules.ts); a scan out of order is 409 TRACKING_STEP_NOT_ALLOWED and changes nothing. Audited with who and when. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            kind:
              | 'CREATED'
              | 'RECEIVED'
              | 'RECEIVED_HUB'
              | 'TRANSIT_TO_HUB'
              | 'READY_TO_SHIP'
              | 'FLIGHT_ASSIGNED'
              | 'SECURITY_FAILED'
              | 'STATIONED_IN'
              | 'HANDOVER_RACK_ASSIGNED'
              | 'CP_PARCEL_READY'
              | 'STORED'
              | 'ASSIGNING_DRIVER'
              | 'ASSIGNED_TO_SIPPER'
              | 'DELIVERED'
              | 'COMPLETED'
              | 'CANCELLED';
            hub_name?: string;
            /** Format: date-time */
            occurred_at?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                /** Format: uuid */
                uuid: string;
                /** @enum {string} */
                status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                /** @enum {string} */
                step:
                  | 'CREATED'
                  | 'PICKUP_ASSIGNING_DRIVER'
                  | 'PICKUP_ASSIGNED_TO_SIPPER'
                  | 'RECEIVED'
                  | 'TRANSIT_TO_HUB'
                  | 'RECEIVED_HUB'
                  | 'SECURITY_FAILED'
                  | 'READY_TO_SHIP'
                  | 'FLIGHT_ASSIGNED'
                  | 'STATIONED_IN'
                  | 'HANDOVER_RACK_ASSIGNED'
                  | 'CP_PARCEL_READY'
                  | 'STORED'
                  | 'DELIVERY_ASSIGNING_DRIVER'
                  | 'DELIVERY_ASSIGNED_TO_SIPPER'
                  | 'DELIVERED'
                  | 'COMPLETED'
                  | 'CANCELLED';
                line: {
                  /** @enum {string} */
                  step:
                    | 'CREATED'
                    | 'PICKUP_ASSIGNING_DRIVER'
                    | 'PICKUP_ASSIGNED_TO_SIPPER'
                    | 'RECEIVED'
                    | 'TRANSIT_TO_HUB'
                    | 'RECEIVED_HUB'
                    | 'SECURITY_FAILED'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'DELIVERY_ASSIGNING_DRIVER'
                    | 'DELIVERY_ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  kind:
                    | 'CREATED'
                    | 'RECEIVED'
                    | 'RECEIVED_HUB'
                    | 'TRANSIT_TO_HUB'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'SECURITY_FAILED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'ASSIGNING_DRIVER'
                    | 'ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  leg: 'PICK_UP' | 'LINE_HAUL' | 'DROP_OFF' | 'CUSTOMER_DELIVERY';
                  /** Format: date-time */
                  date: string;
                  title: string;
                  content: string;
                  hub_name: string | null;
                  flight: string | null;
                  /** @enum {string|null} */
                  cancel_reason: 'CUSTOMER' | 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED' | null;
                  customer_note: string | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/orders/{id}/flight': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Staff only. Puts a ready parcel on a flight of its route that has not left (its own, or a later one): the FLIGHT_ASSIGNED step naming it, the booked weight moved (409 PLANE_OUT_OF_LOAD when the flight has no room), in one transaction. Another route or a departed flight is 422 FLIGHT_ROUTE_MISMATCH. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            flight_id: string;
            hub_name?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                /** Format: uuid */
                uuid: string;
                /** @enum {string} */
                status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                /** @enum {string} */
                step:
                  | 'CREATED'
                  | 'PICKUP_ASSIGNING_DRIVER'
                  | 'PICKUP_ASSIGNED_TO_SIPPER'
                  | 'RECEIVED'
                  | 'TRANSIT_TO_HUB'
                  | 'RECEIVED_HUB'
                  | 'SECURITY_FAILED'
                  | 'READY_TO_SHIP'
                  | 'FLIGHT_ASSIGNED'
                  | 'STATIONED_IN'
                  | 'HANDOVER_RACK_ASSIGNED'
                  | 'CP_PARCEL_READY'
                  | 'STORED'
                  | 'DELIVERY_ASSIGNING_DRIVER'
                  | 'DELIVERY_ASSIGNED_TO_SIPPER'
                  | 'DELIVERED'
                  | 'COMPLETED'
                  | 'CANCELLED';
                line: {
                  /** @enum {string} */
                  step:
                    | 'CREATED'
                    | 'PICKUP_ASSIGNING_DRIVER'
                    | 'PICKUP_ASSIGNED_TO_SIPPER'
                    | 'RECEIVED'
                    | 'TRANSIT_TO_HUB'
                    | 'RECEIVED_HUB'
                    | 'SECURITY_FAILED'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'DELIVERY_ASSIGNING_DRIVER'
                    | 'DELIVERY_ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  kind:
                    | 'CREATED'
                    | 'RECEIVED'
                    | 'RECEIVED_HUB'
                    | 'TRANSIT_TO_HUB'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'SECURITY_FAILED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'ASSIGNING_DRIVER'
                    | 'ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  leg: 'PICK_UP' | 'LINE_HAUL' | 'DROP_OFF' | 'CUSTOMER_DELIVERY';
                  /** Format: date-time */
                  date: string;
                  title: string;
                  content: string;
                  hub_name: string | null;
                  flight: string | null;
                  /** @enum {string|null} */
                  cancel_reason: 'CUSTOMER' | 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED' | null;
                  customer_note: string | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/orders/{id}/security-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Staff only. The hub weighed and measured the parcel (weight kg, dimension L x W x H cm) and it passed: the READY_TO_SHIP step, the order re-priced with the same tariff and engine, and the fee adjustment (a recharge the customer pays when the total rose, a refund back the way the money came when it fell), the flight's booked weight following the new chargeable weight (409 PLANE_OUT_OF_LOAD, or move it with flightId), in one transaction. Once per order (409 FEE_ADJUSTMENT_EXISTS). Audited. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            weight: number;
            dimension: string;
            /** Format: uuid */
            flight_id?: string;
            hub_name?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                /** Format: uuid */
                uuid: string;
                /** @enum {string} */
                status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                /** @enum {string} */
                step:
                  | 'CREATED'
                  | 'PICKUP_ASSIGNING_DRIVER'
                  | 'PICKUP_ASSIGNED_TO_SIPPER'
                  | 'RECEIVED'
                  | 'TRANSIT_TO_HUB'
                  | 'RECEIVED_HUB'
                  | 'SECURITY_FAILED'
                  | 'READY_TO_SHIP'
                  | 'FLIGHT_ASSIGNED'
                  | 'STATIONED_IN'
                  | 'HANDOVER_RACK_ASSIGNED'
                  | 'CP_PARCEL_READY'
                  | 'STORED'
                  | 'DELIVERY_ASSIGNING_DRIVER'
                  | 'DELIVERY_ASSIGNED_TO_SIPPER'
                  | 'DELIVERED'
                  | 'COMPLETED'
                  | 'CANCELLED';
                line: {
                  /** @enum {string} */
                  step:
                    | 'CREATED'
                    | 'PICKUP_ASSIGNING_DRIVER'
                    | 'PICKUP_ASSIGNED_TO_SIPPER'
                    | 'RECEIVED'
                    | 'TRANSIT_TO_HUB'
                    | 'RECEIVED_HUB'
                    | 'SECURITY_FAILED'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'DELIVERY_ASSIGNING_DRIVER'
                    | 'DELIVERY_ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  kind:
                    | 'CREATED'
                    | 'RECEIVED'
                    | 'RECEIVED_HUB'
                    | 'TRANSIT_TO_HUB'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'SECURITY_FAILED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'ASSIGNING_DRIVER'
                    | 'ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  leg: 'PICK_UP' | 'LINE_HAUL' | 'DROP_OFF' | 'CUSTOMER_DELIVERY';
                  /** Format: date-time */
                  date: string;
                  title: string;
                  content: string;
                  hub_name: string | null;
                  flight: string | null;
                  /** @enum {string|null} */
                  cancel_reason: 'CUSTOMER' | 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED' | null;
                  customer_note: string | null;
                };
                adjustment: {
                  /** Format: uuid */
                  id: string;
                  /** @enum {string} */
                  kind: 'SECURITY_CHECK' | 'NO_SHOW';
                  previous_total: number;
                  new_total: number;
                  /** @enum {string} */
                  direction: 'RECHARGE' | 'REFUND' | 'NONE';
                  amount: number;
                  /** @enum {string} */
                  status: 'WAITING' | 'SUCCESS';
                  /** Format: date-time */
                  created_at: string;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/orders/{id}/no-show': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Staff only. The receiver was not there: the tariff's no-show fee for the route is added to the order while it is on its way to the receiver (409 NO_SHOW_NOT_ALLOWED otherwise), once (409 FEE_ADJUSTMENT_EXISTS), as a recharge the customer pays. Audited. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                /** Format: uuid */
                uuid: string;
                adjustment: {
                  /** Format: uuid */
                  id: string;
                  /** @enum {string} */
                  kind: 'SECURITY_CHECK' | 'NO_SHOW';
                  previous_total: number;
                  new_total: number;
                  /** @enum {string} */
                  direction: 'RECHARGE' | 'REFUND' | 'NONE';
                  amount: number;
                  /** @enum {string} */
                  status: 'WAITING' | 'SUCCESS';
                  /** Format: date-time */
                  created_at: string;
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff only. How the hub's Vietnamese day stands now: the orders placed that day by status, the parcels weighed and passed at the hub whose flight has not left, the orders whose recharge is still unpaid, and the open orders past their promised arrival (how many, and the 20 oldest promises with their destination). */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** Format: date */
                day: string;
                placed_today: {
                  /** @enum {string} */
                  status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                  orders: number;
                }[];
                waiting_for_flight: number;
                unpaid_recharges: number;
                late: {
                  count: number;
                  parcels: {
                    order_id: string;
                    /** Format: uuid */
                    uuid: string;
                    /** @enum {string} */
                    status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING';
                    /** Format: date-time */
                    est_date_time: string;
                    destination: string;
                  }[];
                };
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/flights': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff only. Every flight leaving on a Vietnamese day (date YYYY-MM-DD), all routes, in departure order: its capacity, booked and free weight (kg) and how many orders it carries. */
    get: {
      parameters: {
        query: {
          date: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** Format: uuid */
                id: string;
                flight_number: string;
                origin: string;
                destination: string;
                /** Format: date-time */
                departure_at: string;
                /** Format: date-time */
                arrival_at: string;
                capacity: number;
                remaining: number;
                booked: number;
                orders: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/flights/{id}/manifest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff only. A flight's manifest: the flight with its load and every order it carries (cancelled ones gave their weight back), in code order, with the weight measured at the hub (or declared before the security check), the chargeable weight, whether it passed the check and its latest step. An unknown flight is 404 NOT_FOUND. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                flight: {
                  /** Format: uuid */
                  id: string;
                  flight_number: string;
                  origin: string;
                  destination: string;
                  /** Format: date-time */
                  departure_at: string;
                  /** Format: date-time */
                  arrival_at: string;
                  capacity: number;
                  remaining: number;
                  booked: number;
                  orders: number;
                };
                lines: {
                  order_id: string;
                  /** Format: uuid */
                  uuid: string;
                  /** @enum {string} */
                  platform: 'c2c' | 'cargo';
                  /** @enum {string} */
                  status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                  /** @enum {string} */
                  step:
                    | 'CREATED'
                    | 'PICKUP_ASSIGNING_DRIVER'
                    | 'PICKUP_ASSIGNED_TO_SIPPER'
                    | 'RECEIVED'
                    | 'TRANSIT_TO_HUB'
                    | 'RECEIVED_HUB'
                    | 'SECURITY_FAILED'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'DELIVERY_ASSIGNING_DRIVER'
                    | 'DELIVERY_ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  receiver_name: string;
                  destination: string;
                  weight: number;
                  chargeable_weight: number;
                  checked: boolean;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/flights/{id}/manifest.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff only. The flight's manifest printed for the handover to the airline (PDF, A4 landscape, in the reader's language): the flight, its load, one row per order, the two signatures. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
          content?: never;
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
  '/api/ops/v1/exchange-rates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff only. Every booking rate kept: dong per unit of USD and KRW from a day on, newest first. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                rates: {
                  /** @enum {string} */
                  currency: 'USD' | 'KRW';
                  effective_on: string;
                  vnd_per_unit: number;
                  updated: {
                    /** Format: date-time */
                    at: string;
                    by: string | null;
                  };
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    /** @description Admins only (a hub clerk is 403 ADMIN_ONLY). Sets a currency’s rate (dong per unit) from a day on, replacing that day’s if set. Prices from that Vietnamese day use it: the duty on declared dollars and the dong shown beside a won total. Orders keep the rate they were booked at. Audited. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            currency: 'USD' | 'KRW';
            /** Format: date */
            effective_on: string;
            vnd_per_unit: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                currency: 'USD' | 'KRW';
                effective_on: string;
                vnd_per_unit: number;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
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
  '/api/ops/v1/tariffs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff only. Each service tier of each route class: its weight bands in force on today’s Vietnamese day, and the changes scheduled for later days, with who scheduled them. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                today: string;
                tiers: {
                  /** @enum {string} */
                  route_class: 'INNER_CITY' | 'INTER_CITY';
                  /** @enum {string} */
                  tier: 'BASIC' | 'PREMIUM' | 'SUPER';
                  in_force: {
                    bands: {
                      max_kg: number;
                      price: number;
                    }[];
                    beyond: {
                      step_kg: number;
                      price: number;
                    };
                    effective_on: string | null;
                    updated: {
                      /** Format: date-time */
                      at: string;
                      by: string | null;
                    } | null;
                  };
                  scheduled: {
                    bands: {
                      max_kg: number;
                      price: number;
                    }[];
                    beyond: {
                      step_kg: number;
                      price: number;
                    };
                    effective_on: string | null;
                    updated: {
                      /** Format: date-time */
                      at: string;
                      by: string | null;
                    } | null;
                  }[];
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    /** @description Admins only (a hub clerk is 403 ADMIN_ONLY). Schedules a tier’s weight bands on a route class from a Vietnamese day after today (today or earlier is 400 validation_tariff_day_future), replacing that day’s change if one was set. Orders placed before it keep their prices, also when the hub weighs them again. Audited. Answers the list as GET does. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            bands: {
              max_kg: number;
              price: number;
            }[];
            beyond: {
              step_kg: number;
              price: number;
            };
            /** @enum {string} */
            route_class: 'INNER_CITY' | 'INTER_CITY';
            /** @enum {string} */
            tier: 'BASIC' | 'PREMIUM' | 'SUPER';
            /** Format: date */
            effective_on: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                today: string;
                tiers: {
                  /** @enum {string} */
                  route_class: 'INNER_CITY' | 'INTER_CITY';
                  /** @enum {string} */
                  tier: 'BASIC' | 'PREMIUM' | 'SUPER';
                  in_force: {
                    bands: {
                      max_kg: number;
                      price: number;
                    }[];
                    beyond: {
                      step_kg: number;
                      price: number;
                    };
                    effective_on: string | null;
                    updated: {
                      /** Format: date-time */
                      at: string;
                      by: string | null;
                    } | null;
                  };
                  scheduled: {
                    bands: {
                      max_kg: number;
                      price: number;
                    }[];
                    beyond: {
                      step_kg: number;
                      price: number;
                    };
                    effective_on: string | null;
                    updated: {
                      /** Format: date-time */
                      at: string;
                      by: string | null;
                    } | null;
                  }[];
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
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
  '/api/ops/v1/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Admins only. Every staff account in sign-in code order: its code, name and role (hub or admin). */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** Format: uuid */
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                role: 'hub' | 'admin';
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Admins only. Adds a staff account that signs in with its code (letters then digits, as HUB0002) and the first password given, with the role hub or admin. A code any account already signs in with is 409 STAFF_CODE_TAKEN. Audited without the password. Answers the staff list. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            sign_in_code: string;
            name: string;
            /** @enum {string} */
            role: 'hub' | 'admin';
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** Format: uuid */
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                role: 'hub' | 'admin';
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/staff/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Admins only. Changes a colleague’s role (hub or admin), in force from their next call. One’s own role is 409 STAFF_OWN_ROLE (another admin changes it, so one admin always remains); an id that is no staff account is 404 STAFF_NOT_FOUND. Audited. Answers the staff list. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'hub' | 'admin';
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** Format: uuid */
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                role: 'hub' | 'admin';
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
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
  '/api/ops/v1/vouchers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff only. Every voucher, the newest window first: its discount, window, limits, redemptions so far and state now (SCHEDULED, ACTIVE, ENDED), with who created it and who ended it early. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                code: string;
                title: string;
                /** @enum {string} */
                discount_type: 'percent' | 'absolute';
                discount_amount: number;
                max_discount: number | null;
                /** Format: date-time */
                starts_at: string;
                /** Format: date-time */
                ends_at: string;
                usage_limit: number | null;
                daily_limit: number | null;
                per_customer_limit: number;
                used: number;
                /** @enum {string} */
                state: 'SCHEDULED' | 'ACTIVE' | 'ENDED';
                ended_early: {
                  /** Format: date-time */
                  at: string;
                  by: string | null;
                } | null;
                created: {
                  /** Format: date-time */
                  at: string;
                  by: string | null;
                } | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Admins only. A new voucher titled in Vietnamese, English and Korean: a percent (1–100, with an optional cap) or an amount off the shipping fee, its window and limits. A code already used is 409 VOUCHER_CODE_TAKEN. Audited. Answers the list as it now is. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            title: {
              vi: string;
              en: string;
              ko: string;
            };
            /** @enum {string} */
            discount_type: 'percent' | 'absolute';
            discount_amount: number;
            /** @default null */
            max_discount?: number | null;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            /** @default null */
            usage_limit?: number | null;
            /** @default null */
            daily_limit?: number | null;
            /** @default 1 */
            per_customer_limit?: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                code: string;
                title: string;
                /** @enum {string} */
                discount_type: 'percent' | 'absolute';
                discount_amount: number;
                max_discount: number | null;
                /** Format: date-time */
                starts_at: string;
                /** Format: date-time */
                ends_at: string;
                usage_limit: number | null;
                daily_limit: number | null;
                per_customer_limit: number;
                used: number;
                /** @enum {string} */
                state: 'SCHEDULED' | 'ACTIVE' | 'ENDED';
                ended_early: {
                  /** Format: date-time */
                  at: string;
                  by: string | null;
                } | null;
                created: {
                  /** Format: date-time */
                  at: string;
                  by: string | null;
                } | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/vouchers/{code}/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Admins only. Ends a running voucher now: customers redeeming it from then on are told it is outdated; orders that used it keep their discount. One not started yet is 409 VOUCHER_SCHEDULED, one already over 409 VOUCHER_ALREADY_ENDED, an unknown code 404. Audited. Answers the list as it now is. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          code: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                code: string;
                title: string;
                /** @enum {string} */
                discount_type: 'percent' | 'absolute';
                discount_amount: number;
                max_discount: number | null;
                /** Format: date-time */
                starts_at: string;
                /** Format: date-time */
                ends_at: string;
                usage_limit: number | null;
                daily_limit: number | null;
                per_customer_limit: number;
                used: number;
                /** @enum {string} */
                state: 'SCHEDULED' | 'ACTIVE' | 'ENDED';
                ended_early: {
                  /** Format: date-time */
                  at: string;
                  by: string | null;
                } | null;
                created: {
                  /** Format: date-time */
                  at: string;
                  by: string | null;
                } | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Admins only. What staff changed, newest first, 50 to a page: each change with who made it, when, the order it concerned (null for a setting) and its request, each field named in the reader language. Narrowed by an order code (unknown: 404 ORDER_NOT_FOUND), a staff member, an action and Vietnamese days (fromDate and toDate included). Pass nextBefore as before for the next page. */
    get: {
      parameters: {
        query?: {
          order_id?: string;
          staff_id?: string;
          operation?:
            | 'scan'
            | 'security_check'
            | 'assign_flight'
            | 'no_show'
            | 'refund_retry'
            | 'refund_paid_outside'
            | 'create_voucher'
            | 'end_voucher'
            | 'set_exchange_rate'
            | 'schedule_tariff'
            | 'create_staff'
            | 'change_staff_role';
          from_date?: string;
          to_date?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                entries: {
                  id: number;
                  /** Format: date-time */
                  at: string;
                  /** @enum {string} */
                  action:
                    | 'scan'
                    | 'security_check'
                    | 'assign_flight'
                    | 'no_show'
                    | 'refund_retry'
                    | 'refund_paid_outside'
                    | 'create_voucher'
                    | 'end_voucher'
                    | 'set_exchange_rate'
                    | 'schedule_tariff'
                    | 'create_staff'
                    | 'change_staff_role';
                  staff: {
                    /** Format: uuid */
                    id: string;
                    code: string;
                    name: string;
                  };
                  order: {
                    /** Format: uuid */
                    uuid: string;
                    code: string;
                  } | null;
                  details: {
                    field: string;
                    value: string;
                  }[];
                }[];
                next_before: number | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/refunds/failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Admins only. Gateway refunds given up on after 12 refused attempts (about 40 hours, the wait doubling from 5 minutes to at most 6 hours), oldest first, with their order. Each was also logged at error level. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                refunds: {
                  id: string;
                  payment_id: string;
                  order_code: string | null;
                  amount: number;
                  currency: string;
                  /** @enum {string} */
                  reason: 'LATE_PAYMENT' | 'ORDER_CANCELLED' | 'FEE_ADJUSTED';
                  /** @enum {string} */
                  destination: 'gateway' | 'wallet';
                  /** @enum {string} */
                  status: 'PENDING' | 'DONE' | 'FAILED';
                  attempts: number;
                  last_attempt_at: string | null;
                  created_at: string;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/ops/v1/refunds/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Admins only. Resolves a failed refund: RETRY sends it to the gateway again at once, counting from the first try; PAID_OUTSIDE records that the money went back another way (the note says how). A refund that is not FAILED is 409 REFUND_NOT_FAILED, an unknown one 404. Audited. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'RETRY' | 'PAID_OUTSIDE';
            note: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                payment_id: string;
                order_code: string | null;
                amount: number;
                currency: string;
                /** @enum {string} */
                reason: 'LATE_PAYMENT' | 'ORDER_CANCELLED' | 'FEE_ADJUSTED';
                /** @enum {string} */
                destination: 'gateway' | 'wallet';
                /** @enum {string} */
                status: 'PENDING' | 'DONE' | 'FAILED';
                attempts: number;
                last_attempt_at: string | null;
                created_at: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/tracking/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Public: one order by its code, without sign-in: status, route provinces, masked names and phone, and the journey in the request's language. Unknown codes answer 404 ORDER_NOT_FOUND; more than 30 lookups from one address in 10 minutes answer 429 TOO_MANY_REQUESTS with Retry-After. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          code: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                order_id: string;
                /** @enum {string} */
                status: 'IN_PROGRESS' | 'SENDING' | 'RECEIVING' | 'CANCELLED' | 'FINISHED' | 'DONE';
                /** @enum {string} */
                status_name: 'processing' | 'sending' | 'receiving' | 'cancelled' | 'completed';
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                min_end_time: string;
                origin_province: string;
                destination_province: string;
                from_name: string;
                to_name: string;
                to_phone: string;
                tracking_info_venus: {
                  /** @enum {string} */
                  step:
                    | 'CREATED'
                    | 'PICKUP_ASSIGNING_DRIVER'
                    | 'PICKUP_ASSIGNED_TO_SIPPER'
                    | 'RECEIVED'
                    | 'TRANSIT_TO_HUB'
                    | 'RECEIVED_HUB'
                    | 'SECURITY_FAILED'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'DELIVERY_ASSIGNING_DRIVER'
                    | 'DELIVERY_ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  kind:
                    | 'CREATED'
                    | 'RECEIVED'
                    | 'RECEIVED_HUB'
                    | 'TRANSIT_TO_HUB'
                    | 'READY_TO_SHIP'
                    | 'FLIGHT_ASSIGNED'
                    | 'SECURITY_FAILED'
                    | 'STATIONED_IN'
                    | 'HANDOVER_RACK_ASSIGNED'
                    | 'CP_PARCEL_READY'
                    | 'STORED'
                    | 'ASSIGNING_DRIVER'
                    | 'ASSIGNED_TO_SIPPER'
                    | 'DELIVERED'
                    | 'COMPLETED'
                    | 'CANCELLED';
                  /** @enum {string} */
                  leg: 'PICK_UP' | 'LINE_HAUL' | 'DROP_OFF' | 'CUSTOMER_DELIVERY';
                  /** Format: date-time */
                  date: string;
                  title: string;
                  content: string;
                  hub_name: string | null;
                  flight: string | null;
                  /** @enum {string|null} */
                  cancel_reason: 'CUSTOMER' | 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED' | null;
                  customer_note: string | null;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/price-estimate/places': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Public: the provinces the price calculator offers, named in the Accept-Language: origins (the provinces we pick up in, and Korea's while Korea to Vietnam is open) and destinations (every province, and Korea's while Vietnam to Korea is open). */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                origins: {
                  /** @enum {string} */
                  country: '0' | '1';
                  province: string;
                  name: string;
                }[];
                destinations: {
                  /** @enum {string} */
                  country: '0' | '1';
                  province: string;
                  name: string;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/price-estimate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Public: what ordinary goods (not fragile, not special) of a weight and size cost between two provinces, by the order screen's engine: Standard per handover kind with its arrival, and Standard beside Premium. Duties and customs fees are left out (they depend on the declared goods). The route's errors are the price call's; more than 60 estimates from one address in 10 minutes answer 429 TOO_MANY_REQUESTS with Retry-After. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            origin: {
              /** @enum {string} */
              country: '0' | '1';
              province: string;
            };
            destination: {
              /** @enum {string} */
              country: '0' | '1';
              province: string;
            };
            /** @enum {string} */
            package_type: 'PARCEL' | 'DOCUMENT';
            weight: number;
            dimension: string;
            /** @default false */
            is_inseparable?: boolean;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                direction: 'DOMESTIC' | 'OUTBOUND' | 'INBOUND';
                /** @enum {string} */
                currency: 'VND' | 'KRW';
                chargeable_weight: number;
                methods: {
                  /** @enum {string} */
                  delivery_type: 'D2D' | 'D2P' | 'P2D' | 'P2P';
                  price: number;
                  est_date_time: string;
                }[];
                tiers: {
                  /** @enum {string} */
                  tier: 'BASIC' | 'PREMIUM' | 'SUPER';
                  from_price: number | null;
                  est_date_time: string | null;
                  unavailable: {
                    code: string;
                    message: string;
                  } | null;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order/upload-goods-image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A receipt image for a declared item (multipart/form-data, field `file`): PNG or JPEG as its bytes say, under 3,000,000 bytes. Answers `res_url`, where the customer (and staff) read it. A file of another kind is 415 file_upload_is_not_support, a larger one 413 do_not_upload_file_more_than_3mb, no file 400, a form cut off before its closing boundary 400 BAD_REQUEST. An upload no order takes within a day is removed. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                res_url: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/paymentcards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The payment groups of the order screen (spec 2 section 3), each with `disabled` when this deployment has no gateway for it: VNBANK (domestic card or account, VNPay's QR), ATM (VNBANK's banks: code, NAPAS BIN, names; an order's vnpBank names one), INTCARD (the card brands it takes) and TOPUP (the wallet). Which methods an order may use is the price call's payment_config, which knows its total. */
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                code: 'VNBANK' | 'ATM' | 'INTCARD' | 'TOPUP';
                name_vn: string;
                name_eng: string;
                code_parent: string | null;
                /** @enum {boolean} */
                is_group: true;
                disabled: boolean;
                child: {
                  code: string;
                  name_vn: string;
                  name_eng: string;
                  code_parent: string | null;
                  /** @enum {boolean} */
                  is_group: false;
                  disabled: boolean;
                }[];
                banks: {
                  code: string;
                  bin: string;
                  short_name: string;
                  name: string;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order/{id}/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The order's payment as the server has it (status PENDING, PAID, FAILED, EXPIRED, REFUNDED or PARTIALLY_REFUNDED): what the confirmation page shows, whatever its query string says. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                purpose: 'ORDER' | 'TOPUP' | 'RECHARGE';
                order_id: string | null;
                order_code: string | null;
                /** @enum {string} */
                method:
                  | 'cash'
                  | 'topup'
                  | 'VNBANK'
                  | 'INTCARD'
                  | 'VNPAY'
                  | 'KCP'
                  | 'card'
                  | 'phone'
                  | 'payco'
                  | 'samsung'
                  | 'vbank';
                /** @enum {string} */
                status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
                amount: number;
                refunded_amount: number;
                currency: string;
                expires_at: string | null;
                paid_at: string | null;
                response_code: string | null;
                virtual_account: {
                  bank: string;
                  number: string;
                  holder: string;
                  due_at: string | null;
                } | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/payment/vnpay/return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description VNPay's redirect back to the confirmation page, passed on as its query string: recorded once like the IPN when its signature holds, then answered as the payment stands. A forged or altered query is 400 PAYMENT_RESULT_INVALID and changes nothing. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            query: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                purpose: 'ORDER' | 'TOPUP' | 'RECHARGE';
                order_id: string | null;
                order_code: string | null;
                /** @enum {string} */
                method:
                  | 'cash'
                  | 'topup'
                  | 'VNBANK'
                  | 'INTCARD'
                  | 'VNPAY'
                  | 'KCP'
                  | 'card'
                  | 'phone'
                  | 'payco'
                  | 'samsung'
                  | 'vbank';
                /** @enum {string} */
                status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
                amount: number;
                refunded_amount: number;
                currency: string;
                expires_at: string | null;
                paid_at: string | null;
                response_code: string | null;
                virtual_account: {
                  bank: string;
                  number: string;
                  holder: string;
                  due_at: string | null;
                } | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/payment/portone/return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description PortOne's window sending the browser back (imp_uid, merchant_uid), passed on by the confirmation page: the payment is re-read from PortOne and recorded once, like the webhook, then answered as it stands (still PENDING while PortOne has no result). A payment PortOne does not know, or one for another order, is 400 PAYMENT_RESULT_INVALID and changes nothing. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            imp_uid: string;
            merchant_uid: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                /** @enum {string} */
                purpose: 'ORDER' | 'TOPUP' | 'RECHARGE';
                order_id: string | null;
                order_code: string | null;
                /** @enum {string} */
                method:
                  | 'cash'
                  | 'topup'
                  | 'VNBANK'
                  | 'INTCARD'
                  | 'VNPAY'
                  | 'KCP'
                  | 'card'
                  | 'phone'
                  | 'payco'
                  | 'samsung'
                  | 'vbank';
                /** @enum {string} */
                status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
                amount: number;
                refunded_amount: number;
                currency: string;
                expires_at: string | null;
                paid_at: string | null;
                response_code: string | null;
                virtual_account: {
                  bank: string;
                  number: string;
                  holder: string;
                  due_at: string | null;
                } | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/topup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Starts a wallet top-up paid through VNPay (VNBANK, INTCARD or VNPAY; amount in whole dong within the limits of the domain rules): answers the signed payment URL. The wallet is credited (TOPUP_S247) once, when VNPay confirms the payment; unpaid, it expires like an order payment. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount: number;
            /** @enum {string} */
            payment_method: 'VNBANK' | 'INTCARD' | 'VNPAY';
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                txn_ref: string;
                payment_url: string;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/maps/autocomplete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Suggestions for the map search: saved addresses, then places (Vietnam, in Vietnamese for Google). */
    get: {
      parameters: {
        query: {
          input: string;
          session_token?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                place_id: string;
                description: string;
                main_text: string;
                secondary_text: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/maps/place-details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A suggestion picked: a saved address (addr:) or a place; data is null for an unknown place, 404 for a saved address that is not yours. */
    get: {
      parameters: {
        query: {
          place_id: string;
          session_token?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                place_id: string;
                name: string;
                formatted_address: string;
                geometry: {
                  location: {
                    lat: number;
                    lng: number;
                  };
                };
                types: string[];
              } | null;
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/maps/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A written address to a place; data is null when nothing matches. */
    get: {
      parameters: {
        query: {
          address: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                place_id: string;
                name: string;
                formatted_address: string;
                geometry: {
                  location: {
                    lat: number;
                    lng: number;
                  };
                };
                types: string[];
              } | null;
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/maps/reverse-geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A map point to a place and to the ward/dong location around it. */
    get: {
      parameters: {
        query: {
          lat: number;
          lng: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                place: {
                  place_id: string;
                  name: string;
                  formatted_address: string;
                  geometry: {
                    location: {
                      lat: number;
                      lng: number;
                    };
                  };
                  types: string[];
                } | null;
                location: {
                  loc_id: string;
                  country: {
                    value: string;
                    label: string;
                  };
                  province: {
                    value: string;
                    label: string;
                  };
                  district: {
                    value: string;
                    label: string;
                  } | null;
                  village: {
                    value: string;
                    label: string;
                  };
                  lat: number;
                  lng: number;
                  formatted_address: string;
                } | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/get_location_by_place_id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A maps place as our location ids. */
    get: {
      parameters: {
        query: {
          place_id: string;
          session_token?: string;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                place: {
                  place_id: string;
                  name: string;
                  formatted_address: string;
                  geometry: {
                    location: {
                      lat: number;
                      lng: number;
                    };
                  };
                  types: string[];
                } | null;
                location: {
                  loc_id: string;
                  country: {
                    value: string;
                    label: string;
                  };
                  province: {
                    value: string;
                    label: string;
                  };
                  district: {
                    value: string;
                    label: string;
                  } | null;
                  village: {
                    value: string;
                    label: string;
                  };
                  lat: number;
                  lng: number;
                  formatted_address: string;
                } | null;
              };
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/dev/mail-outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Mail kept instead of sent (no SMTP_URL), newest first. Outside production, from this machine only. */
    get: {
      parameters: {
        query?: {
          to?: string;
          limit?: number;
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
            'application/json': {
              /** @enum {boolean} */
              status: true;
              data: {
                id: string;
                to: string;
                subject: string;
                text: string;
                /** Format: date-time */
                created_at: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: false;
              code: string;
              message: string;
              data: unknown;
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
  '/api/v1/order/{id}/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Server-sent events (text/event-stream) for one of the customer's orders: `event: step` with { order_id, status } each time a step of its journey is recorded, by any server process. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
          content?: never;
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
  '/api/v1/order/{id}/waybill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One of the customer's orders as a printable A6 waybill (application/pdf) in the request's language: the order code as a Code 128 barcode, a QR code of its public tracking page, the account name, the receiver, phones and addresses, service, weight, payment, note and hotline. Another customer’s order is 404 ORDER_NOT_FOUND; a cancelled one 409 WAYBILL_NOT_AVAILABLE. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
          content?: never;
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
  '/api/v1/order/goods-image/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A receipt image (image/png or image/jpeg) for the customer who uploaded it, or staff; anyone else, like an unknown id, is 404 NOT_FOUND. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
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
          content?: never;
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
  '/api/v1/payment/vnpay/ipn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description VNPay's server-to-server result (GET with the signed vnp_* query); answers 200 {RspCode, Message}: 97 bad checksum, 01 unknown order, 04 other amount, 02 already confirmed, 00 recorded, 99 error. */
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
          content?: never;
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
  '/api/v1/payment/portone/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description PortOne's server-to-server notice (POST {imp_uid, merchant_uid, status}, unsigned): the payment is re-read from PortOne (GET /payments/{imp_uid}) and recorded once; answers 200 {received, settled}. */
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
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/graphql': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Site content (GraphQL)
     * @description Site settings, blogs, images, static pages and package types (spec 1 section 3).
     */
    get: {
      parameters: {
        query: {
          /** @description The GraphQL document. */
          query: string;
          operationName?: string | null;
          /** @description An object (on GET, as JSON text). */
          variables?: Record<string, never> | string | (never | null);
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        '2XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data?: {
                [key: string]: unknown;
              } | null;
              errors?: {
                message: string;
                locations?: {
                  line?: number;
                  column?: number;
                }[];
                path?: (string | number)[];
                extensions?: {
                  [key: string]: unknown;
                };
              }[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Site content (GraphQL)
     * @description Site settings, blogs, images, static pages and package types (spec 1 section 3).
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
          'application/json': {
            /** @description The GraphQL document. */
            query: string;
            operationName?: string | null;
            /** @description An object (on GET, as JSON text). */
            variables?: Record<string, never> | string | (never | null);
          };
        };
      };
      responses: {
        /** @description Default Response */
        '2XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data?: {
                [key: string]: unknown;
              } | null;
              errors?: {
                message: string;
                locations?: {
                  line?: number;
                  column?: number;
                }[];
                path?: (string | number)[];
                extensions?: {
                  [key: string]: unknown;
                };
              }[];
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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
