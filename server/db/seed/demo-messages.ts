import { monthlyPeriod } from '../../../src/domain/rules/credit-periods';
import type { Tx } from '../client';
import { creditEntries, messages } from '../schema';
import { DEMO_CONTACTS, DEMO_MONTHLY_MESSAGES, DEMO_SENT_MESSAGES } from './demo-business';
import type { TodayClock } from './today-entries';

interface DemoMessagesInput {
  companyId: number;
  locationId: number;
  contactIds: Map<string, number>;
  clock: TodayClock;
  now: Date;
}

/**
 * This month's plan credits and the SMS sent earlier today, each with its spend in the ledger,
 * so the balance the shell shows ('Mensajes' 12 of 50) is the ledger's own sum.
 */
export async function insertDemoMessages(tx: Tx, input: DemoMessagesInput): Promise<void> {
  const { period, validFrom, expiresAt } = monthlyPeriod(input.now);
  const [grant] = await tx
    .insert(creditEntries)
    .values({
      companyId: input.companyId,
      type: 'messages',
      kind: 'plan',
      amount: DEMO_MONTHLY_MESSAGES,
      period,
      validFrom,
      expiresAt,
      description: `Créditos del plan (${period})`,
    })
    .returning({ id: creditEntries.id });
  if (!grant) throw new Error('seed: plan grant not inserted');

  const sent = await tx
    .insert(messages)
    .values(
      Array.from({ length: DEMO_SENT_MESSAGES }, (_, i) => {
        const contact = DEMO_CONTACTS[i % DEMO_CONTACTS.length]!;
        const at = input.clock.spread(i, DEMO_SENT_MESSAGES);
        return {
          companyId: input.companyId,
          locationId: input.locationId,
          channel: 'sms' as const,
          recipient: contact.phone,
          body: `Hola ${contact.name.split(' ')[0]}, tu mesa en Taquería Demo está lista. ¡Te esperamos!`,
          status: 'sent' as const,
          provider: 'local',
          providerMessageId: `demo-${i + 1}`,
          credits: 1,
          attempts: 1,
          contactId: input.contactIds.get(contact.phone) ?? null,
          scheduledTo: at,
          sentAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: messages.id, createdAt: messages.createdAt });
  await tx.insert(creditEntries).values(
    sent.map((message) => ({
      companyId: input.companyId,
      type: 'messages',
      kind: 'spend' as const,
      amount: -1,
      grantId: grant.id,
      messageId: message.id,
      createdAt: message.createdAt,
    })),
  );
}
