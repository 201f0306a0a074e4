import type { FastifyInstance } from 'fastify';
import { forgotRoutes } from './flows/forgot-routes';
import { interactionKit, type InteractionPagesContext } from './flows/interaction-kit';
import { registerRoutes } from './flows/register-routes';
import { signInRoutes } from './flows/sign-in-routes';
import type { PageKit } from './page-kit';

export type { InteractionPagesContext } from './flows/interaction-kit';

/**
 * The pages of a sign-in in progress (an oidc-provider interaction) under
 * `/realms/{realm}/login-actions/{uid}`, one file per flow: sign in, create an account, forgot password.
 */
export function interactionRoutes(app: FastifyInstance, c: InteractionPagesContext, kit: PageKit): void {
  const pages = interactionKit(c, kit);
  void app.register(async (scope) => {
    kit.acceptForms(scope);
    signInRoutes(scope, pages);
    registerRoutes(scope, pages);
    forgotRoutes(scope, pages);
  });
}
