import { CardsPanel, PaymentHistoryPanel, useCardReturnNotice } from '../../../components/payments/payments-panels';
import { PAY } from '../../../i18n/payments';

/** /profile/payments (spec 03 §2): saved cards and the full payment history. */
export const ProfilePaymentsScreen = () => {
  useCardReturnNotice();
  return (
    <section className="page pay-section">
      <h1 className="page__title">{PAY.profilePayments.title}</h1>
      <CardsPanel from="profile" />
      <PaymentHistoryPanel />
    </section>
  );
};
