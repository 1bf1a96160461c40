import { agentsScreens } from './agents.ts';
import { aiVideoScreens } from './aiVideo.ts';
import { customersScreens } from './customers.ts';
import { feedbackScreens } from './feedback.ts';
import { homeScreens } from './home.ts';
import { invoicesScreens } from './invoices.ts';
import { paymentsScreens } from './payments.ts';
import type { ButtonCodes, ScreenDeclaration } from './screen.ts';
import { serviceMaintenanceScreens } from './serviceMaintenance.ts';
import { smsScreens } from './sms.ts';
import { systemScreens } from './system.ts';
import { valueAddedScreens } from './valueAdded.ts';
import { workOrdersScreens } from './workOrders.ts';

const areas = [
  homeScreens,
  customersScreens,
  systemScreens,
  smsScreens,
  serviceMaintenanceScreens,
  workOrdersScreens,
  feedbackScreens,
  paymentsScreens,
  invoicesScreens,
  agentsScreens,
  valueAddedScreens,
  aiVideoScreens,
] as const;

/** Every logged-in screen, area by area (docs/product.md#routes; /refresh is the shell's own). */
export const screenDeclarations: readonly ScreenDeclaration[] = areas.flatMap((area) => Object.values<ScreenDeclaration>(area));

type Areas = (typeof areas)[number];
/** The name a screen is declared under (unique across areas). */
export type ScreenName = NamesOf<Areas>;
type NamesOf<Area> = Area extends unknown ? keyof Area & string : never;

/** Every declared screen by its name. */
export const screensByName = Object.fromEntries(areas.flatMap((area) => Object.entries<ScreenDeclaration>(area))) as Record<ScreenName, ScreenDeclaration>;

type ReachedFromName<S> = S extends { reachedFrom: readonly (infer N)[] } ? N : never;
/** Holds only when every `reachedFrom` names a declared screen: a typo is named in the error here. */
export type ReachedFromDeclared<Unknown extends never = Exclude<ReachedFromName<DeclaredScreen>, ScreenName>> = Unknown;

type ScreensOf<Area> = Area extends unknown ? Area[keyof Area] : never;
/** Any one declared screen, its literals as written. */
export type DeclaredScreen = ScreensOf<(typeof areas)[number]>;

/** The screen declaring the button codes of a permission id (one of those sharing it). */
type ButtonsOwner<Id> = Extract<DeclaredScreen, { permissionId: Id; buttons: ButtonCodes }>;

/** The button codes a screen's page may check: those declared for its permission id, on it or on a screen sharing the id. */
export type ButtonCode<S> = S extends { permissionId: infer Id } ? ButtonsOwner<Id>['buttons']['all'][number] : never;

/** A screen with button codes to check. */
export type GuardedScreen = Extract<DeclaredScreen, { permissionId: string }>;

/** A button's full code, `<permission id>:<code>`, as the stand-in grants and checks it. */
export const buttonCode = <S extends GuardedScreen>(screen: S, code: ButtonCode<S>): DeclaredButton => `${screen.permissionId}:${code}` as DeclaredButton;

type ButtonsOf<S> = S extends { permissionId: infer Id extends string; buttons: { all: readonly (infer Code extends string)[] } } ? `${Id}:${Code}` : never;
/** Every declared button as the stand-in grants and checks it: `<permission id>:<code>`. */
export type DeclaredButton = ButtonsOf<DeclaredScreen>;
