import { RepairScreen } from './repair-screen';

/** The three repair forms (SPEC §2): one flow, the kind by its address. */
export const GeneralRepairScreen = () => <RepairScreen kind="general" />;
export const FastRepairScreen = () => <RepairScreen kind="fast" />;
export const DeepCleaningScreen = () => <RepairScreen kind="deep" />;
