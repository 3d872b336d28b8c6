package dev.algoreval.engine.scoring;

import java.time.Duration;
import java.util.Optional;

/**
 * Everything one evaluation produced, for JUnit, results.jsonl and reports. {@code detail} is a short
 * human explanation of the outcome (compiler error tail, exit status, …).
 */
public record Evaluation(Outcome outcome, boolean exactMatch, String detail, Optional<String> code,
        String stdout, String stderr, Timings timings) {

    public record Timings(Duration generation, Duration compile, Duration run) {
        public static final Timings NONE = new Timings(Duration.ZERO, Duration.ZERO, Duration.ZERO);
    }

    public static Evaluation withoutProgram(Outcome outcome, String detail, Optional<String> code, Duration generation) {
        return new Evaluation(outcome, false, detail, code, "", "",
                new Timings(generation, Duration.ZERO, Duration.ZERO));
    }
}
