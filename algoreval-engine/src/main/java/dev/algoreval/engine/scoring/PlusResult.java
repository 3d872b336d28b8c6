package dev.algoreval.engine.scoring;

import java.time.Duration;
import java.util.Optional;

/**
 * How a program did on its variant's hidden tests: an outcome like the base test's, how many hidden
 * tests passed, and the first failing one with its input, expected and actual result.
 */
public record PlusResult(Outcome outcome, String detail, int passed, int total, Optional<Failure> firstFailure,
        Duration compile, Duration run) {

    public record Failure(int index, String test, String input, String expected, String actual) {
    }

    public boolean isPass() {
        return outcome == Outcome.PASS;
    }
}
