// The settings API's shapes (decision 007), from the generated types.
import type { components } from '@/types/api.gen';

/** What GET and PUT /api/school-settings/school-settings/ answer: the settings and their version. */
export type SettingsResponse = components['schemas']['SettingsResponse'];

/** The part of the settings /api/school-settings/communication-settings/ reads and writes. */
export type CommunicationSettings = components['schemas']['CommunicationSettings'];

// The OpenAPI document leaves the PUT body untyped (any subset of the settings), so the
// write-only secrets, which no answer carries, are described here.

/** A secret as written: a new value sets it, `null` removes it, an absent key keeps it. */
export type SecretWrite = string | null;

/** The write-only keys of decision 007, inside their groups. */
export interface SettingsSecrets {
  notifications?: {
    email?: { smtp?: { password?: SecretWrite }; brevo?: { apiKey?: SecretWrite } };
    sms?: { apiKey?: SecretWrite; apiSecret?: SecretWrite };
  };
  payment_gateways?: {
    paystack?: { secretKey?: SecretWrite };
    stripe?: { secretKey?: SecretWrite; webhookSecret?: SecretWrite };
    flutterwave?: { secretKey?: SecretWrite; secretHash?: SecretWrite };
  };
}
