package dev.algoreval.engine.scoring;

import java.time.Duration;
import java.util.Optional;

/**
 * Everything one evaluation produced, for JUnit, results.jsonl and reports. {@code detail} is a short
 * human explanation of the outcome (compiler error tail, exit status, …). {@code outcome} is always the
 * fixed test's (the paper's score); under condition {@code plus}, {@code plus} holds the hidden tests'.
 */
public record Evaluation(Outcome outcome, boolean exactMatch, String detail, Optional<String> code,
        String stdout, String stderr, Timings timings, Optional<PlusResult> plus) {

    public Evaluation(Outcome outcome, boolean exactMatch, String detail, Optional<String> code, String stdout,
            String stderr, Timings timings) {
        this(outcome, exactMatch, detail, code, stdout, stderr, timings, Optional.empty());
    }

    /** The same base result with the hidden tests' result added (condition {@code plus}). */
    public Evaluation withPlus(PlusResult result) {
        return new Evaluation(outcome, exactMatch, detail, code, stdout, stderr, timings, Optional.of(result));
    }

    public record Timings(Duration generation, Duration compile, Duration run) {
        public static final Timings NONE = new Timings(Duration.ZERO, Duration.ZERO, Duration.ZERO);
    }

    public static Evaluation withoutProgram(Outcome outcome, String detail, Optional<String> code, Duration generation) {
        return new Evaluation(outcome, false, detail, code, "", "",
                new Timings(generation, Duration.ZERO, Duration.ZERO));
    }
}
