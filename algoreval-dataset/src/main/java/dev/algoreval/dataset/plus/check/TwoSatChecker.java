package dev.algoreval.dataset.plus.check;

import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.JsonValues;
import java.util.List;
import java.util.Optional;

/**
 * Checks a 2-SAT answer {@code twoSat(n, clauses) -> optional<list<bool>>} against the formula itself:
 * a satisfiable formula (the expected result is an assignment) needs n booleans that make every clause
 * true, whichever satisfying assignment it is; an unsatisfiable one (expected null) needs one of the
 * signals the prompt allows: null, an empty list or false (n >= 1 in the tests, so an empty list is
 * never an assignment).
 */
public final class TwoSatChecker implements Checker {
    @Override
    public Optional<String> check(HiddenTest test, Object actual) {
        long n = ((Number) test.args().get(0)).longValue();
        List<?> clauses = (List<?>) test.args().get(1);
        if (test.expected() == null) {
            boolean signalsUnsatisfiable = actual == null || Boolean.FALSE.equals(actual)
                    || actual instanceof List<?> list && list.isEmpty();
            return signalsUnsatisfiable ? Optional.empty()
                    : Optional.of("the formula is unsatisfiable, but got " + JsonValues.write(actual));
        }
        if (!(actual instanceof List<?> assignment)) {
            return Optional.of("the formula is satisfiable (for example by " + JsonValues.write(test.expected())
                    + "), but got " + JsonValues.write(actual));
        }
        if (assignment.size() != n) {
            return Optional.of("expected " + n + " values, one per variable, but got " + assignment.size() + ": "
                    + JsonValues.write(actual));
        }
        for (Object value : assignment) {
            if (!(value instanceof Boolean)) {
                return Optional.of("the assignment must hold booleans, but got " + JsonValues.write(value));
            }
        }
        for (Object clause : clauses) {
            List<?> literals = (List<?>) clause;
            if (!isTrue(assignment, literals.get(0)) && !isTrue(assignment, literals.get(1))) {
                return Optional.of("clause " + JsonValues.write(clause) + " is false under the assignment "
                        + JsonValues.write(actual));
            }
        }
        return Optional.empty();
    }

    private static boolean isTrue(List<?> assignment, Object literal) {
        long l = ((Number) literal).longValue();
        boolean value = (Boolean) assignment.get((int) Math.abs(l) - 1);
        return l > 0 ? value : !value;
    }
}
