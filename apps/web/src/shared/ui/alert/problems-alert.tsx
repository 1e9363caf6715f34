import { Alert } from "./alert.tsx";
import styles from "./alert.module.css";

/** What keeps a form from being saved or sent, as a list under a heading; nothing when all is well. */
export function ProblemsAlert({ title, problems }: { title: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert tone="warning" title={title}>
      <ul className={styles.problems}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}
