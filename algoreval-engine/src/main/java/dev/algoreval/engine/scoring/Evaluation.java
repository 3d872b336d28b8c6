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
        if (result.outcome() == Outcome.HARNESS_ERROR) {
            // The hidden tests have no result: neither has the test, whatever the fixed test did.
            return new Evaluation(Outcome.HARNESS_ERROR, false, "hidden tests: " + result.detail(), code, stdout, stderr,
                    timings, Optional.of(result));
        }
        return new Evaluation(outcome, exactMatch, detail, code, stdout, stderr, timings, Optional.of(result));
    }

    /**
     * @param limit how long the program was allowed to run (zero when it did not run)
     * @param calibrated whether the limit came from its reference's run time on this host, not the floor
     * @param timeoutReruns how often the program was run again after a timeout
     */
    public record Timings(Duration generation, Duration compile, Duration run, Duration limit, boolean calibrated,
            int timeoutReruns) {
        public static final Timings NONE = new Timings(Duration.ZERO, Duration.ZERO, Duration.ZERO);

        public Timings(Duration generation, Duration compile, Duration run) {
            this(generation, compile, run, Duration.ZERO, false, 0);
        }

        public Timings withLimit(Duration runLimit, boolean fromCalibration, int reruns) {
            return new Timings(generation, compile, run, runLimit, fromCalibration, reruns);
        }
    }

    public Evaluation withTimings(Timings changed) {
        return new Evaluation(outcome, exactMatch, detail, code, stdout, stderr, changed, plus);
    }

    public static Evaluation withoutProgram(Outcome outcome, String detail, Optional<String> code, Duration generation) {
        return new Evaluation(outcome, false, detail, code, "", "",
                new Timings(generation, Duration.ZERO, Duration.ZERO));
    }
}
