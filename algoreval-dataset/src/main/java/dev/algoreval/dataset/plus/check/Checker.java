package dev.algoreval.dataset.plus.check;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.Optional;

/**
 * Validates a result where more than one answer is right, against the test's input (and, where it
 * helps, the expected answer, e.g. its length or weight). Implementations are named in plus.yaml as
 * {@code compare.checker: eulerian-trail} and live in this package as {@code EulerianTrailChecker},
 * with a public no-argument constructor.
 */
public interface Checker {
    /** @return why {@code actual} is wrong, or empty when it is a right answer */
    Optional<String> check(HiddenTest test, Object actual);
}
