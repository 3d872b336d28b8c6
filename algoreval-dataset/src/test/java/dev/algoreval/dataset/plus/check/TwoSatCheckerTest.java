package dev.algoreval.dataset.plus.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class TwoSatCheckerTest {
    private final TwoSatChecker checker = new TwoSatChecker();

    // (x1 OR x2) AND (NOT x1 OR x3): satisfied by several assignments, e.g. [true, false, true], [false, true, false]
    private final HiddenTest satisfiable = HiddenTest.function("sat",
            List.of(3L, List.of(List.of(1L, 2L), List.of(-1L, 3L))), List.of(true, false, true));

    // x1 AND NOT x1, written as the clauses (x1 OR x1) and (NOT x1 OR NOT x1)
    private final HiddenTest unsatisfiable = HiddenTest.function("unsat",
            List.of(1L, List.of(List.of(1L, 1L), List.of(-1L, -1L))), null);

    @Test
    void acceptsAnySatisfyingAssignmentNotOnlyTheExpectedOne() {
        assertThat(checker.check(satisfiable, List.of(true, false, true))).isEmpty();
        assertThat(checker.check(satisfiable, List.of(false, true, false))).isEmpty();
    }

    @Test
    void rejectsAnAssignmentThatFalsifiesAClause() {
        assertThat(checker.check(satisfiable, List.of(true, true, false)))
                .hasValueSatisfying(m -> assertThat(m).contains("clause [-1,3] is false"));
    }

    @Test
    void rejectsNullForASatisfiableFormulaAndAssignmentsOfTheWrongLength() {
        assertThat(checker.check(satisfiable, null)).hasValueSatisfying(m -> assertThat(m).contains("satisfiable"));
        assertThat(checker.check(satisfiable, List.of(true, true))).hasValueSatisfying(m -> assertThat(m).contains("3 values"));
    }

    @Test
    void acceptsEachUnsatisfiableSignalThePromptAllowsAndRejectsAnAssignment() {
        assertThat(checker.check(unsatisfiable, null)).isEmpty();
        assertThat(checker.check(unsatisfiable, List.of())).isEmpty();
        assertThat(checker.check(unsatisfiable, false)).isEmpty();
        assertThat(checker.check(unsatisfiable, List.of(true)))
                .hasValueSatisfying(m -> assertThat(m).contains("unsatisfiable"));
    }
}
