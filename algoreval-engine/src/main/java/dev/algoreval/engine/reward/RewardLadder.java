package dev.algoreval.engine.reward;

import dev.algoreval.engine.scoring.Evaluation;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import dev.algoreval.engine.scoring.Scorer;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The paper's execution reward (§6.3, Table 9) and its hidden-test variant. The base ladder: 1.0 for
 * output equal byte for byte, 0.8 equal after whitespace normalisation, 0.3 wrong output from a clean
 * exit, 0.1 a runtime error, 0.0 a static failure, a timeout, runaway output or no code. The plus ladder pays full
 * reward only when the fixed test and every hidden test pass, and otherwise {@code partial} × the share of
 * hidden tests passed above chance: {@code (passed/total − chance) / (1 − chance)}, at least 0, where chance
 * is the share the best program that computes nothing passes ({@code TrivialAnswers}: "always false" on
 * point-in-polygon passes 29 of 57). So a program that prints the expected output without computing it
 * (its hidden tests cannot even call it), or answers a constant, earns nothing.
 */
public record RewardLadder(double exact, double whitespace, double wrongOutput, double runtimeError,
        double failure, double partial) {

    public static final RewardLadder PAPER = new RewardLadder(1.0, 0.8, 0.3, 0.1, 0.0, 0.8);

    public RewardLadder {
        for (Map.Entry<String, Double> tier : tiers(exact, whitespace, wrongOutput, runtimeError, failure, partial)
                .entrySet()) {
            if (!(tier.getValue() >= 0 && tier.getValue() <= 1)) {
                throw new IllegalArgumentException("the reward tier '" + tier.getKey() + "' must lie in [0, 1], not "
                        + tier.getValue());
            }
        }
    }

    /** Which ladder a request asks for. */
    public enum Kind {
        BASE("base"), PLUS("plus");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        public static Optional<Kind> byId(String id) {
            for (Kind k : values()) {
                if (k.id.equals(id)) {
                    return Optional.of(k);
                }
            }
            return Optional.empty();
        }
    }

    /**
     * The base ladder's reward for a scored program.
     *
     * @throws IllegalArgumentException for outcomes that say nothing of the program (model or harness errors)
     */
    public double base(Evaluation evaluation) {
        return switch (evaluation.outcome()) {
            case PASS -> evaluation.exactMatch() ? exact : whitespace;
            case WRONG_OUTPUT -> wrongOutput;
            // Runaway output is stopped by the sandbox like a timeout: no credit for having run.
            case RUNTIME_ERROR -> evaluation.detail().startsWith(Scorer.OUTPUT_LIMIT_DETAIL) ? failure : runtimeError;
            case STATIC_FAILURE, TIMEOUT, NO_CODE -> failure;
            case MODEL_ERROR, SKIPPED, HARNESS_ERROR -> throw new IllegalArgumentException(
                    "no reward for the outcome " + evaluation.outcome().id() + ": " + evaluation.detail());
        };
    }

    /**
     * The base ladder on the verdict the engine gives the test: under condition {@code plus} a fixed-test pass
     * whose hidden tests fail is that failure (the JUnit test fails with it), so this pays the exact or
     * whitespace tier only when every hidden test passes too, and otherwise the tier of the hidden tests'
     * outcome. Without hidden-test results it is {@link #base}.
     */
    public double baseOnVerdict(Evaluation evaluation) {
        Optional<PlusResult> failedHidden = evaluation.plus().filter(hidden -> !hidden.isPass());
        if (evaluation.outcome() != Outcome.PASS || failedHidden.isEmpty()) {
            return base(evaluation);
        }
        PlusResult hidden = failedHidden.get();
        return base(Evaluation.withoutProgram(hidden.outcome(), hidden.detail(), Optional.empty(), Duration.ZERO));
    }

    /**
     * The plus ladder's reward, for a program scored under condition {@code plus}: without a hidden-test
     * result the program never compiled (or there was no code), the failure tier.
     *
     * @param chance the share of the variant's hidden tests a program that computes nothing passes, in [0, 1)
     */
    public double plus(Evaluation evaluation, double chance) {
        if (!(chance >= 0 && chance < 1)) {
            throw new IllegalArgumentException("the chance level must lie in [0, 1), not " + chance);
        }
        base(evaluation);
        Optional<PlusResult> hidden = evaluation.plus();
        if (hidden.isEmpty()) {
            return failure;
        }
        PlusResult result = hidden.get();
        if (evaluation.outcome() == Outcome.PASS && result.isPass()) {
            return exact;
        }
        if (result.total() == 0) {
            return 0.0;
        }
        double aboveChance = ((double) result.passed() / result.total() - chance) / (1 - chance);
        return partial * Math.max(0, aboveChance);
    }

    /**
     * @param chance as for {@link #plus}; the base ladder ignores it
     * @return the plus ladder's reward, or the base ladder's on the engine's verdict ({@link #baseOnVerdict})
     */
    public double reward(Kind kind, Evaluation evaluation, double chance) {
        return kind == Kind.PLUS ? plus(evaluation, chance) : baseOnVerdict(evaluation);
    }

    /** The tiers by name, as the service shows and accepts them. */
    public Map<String, Double> asMap() {
        return tiers(exact, whitespace, wrongOutput, runtimeError, failure, partial);
    }

    /** This ladder with the tiers named in {@code changes} replaced. */
    public RewardLadder with(Map<String, Double> changes) {
        Map<String, Double> t = new LinkedHashMap<>(asMap());
        for (Map.Entry<String, Double> change : changes.entrySet()) {
            if (!t.containsKey(change.getKey())) {
                throw new IllegalArgumentException("no reward tier '" + change.getKey() + "' (tiers: " + t.keySet() + ")");
            }
            t.put(change.getKey(), change.getValue());
        }
        return new RewardLadder(t.get("exact"), t.get("whitespace"), t.get("wrong_output"), t.get("runtime_error"),
                t.get("failure"), t.get("partial"));
    }

    private static Map<String, Double> tiers(double exact, double whitespace, double wrongOutput, double runtimeError,
            double failure, double partial) {
        Map<String, Double> t = new LinkedHashMap<>();
        t.put("exact", exact);
        t.put("whitespace", whitespace);
        t.put("wrong_output", wrongOutput);
        t.put("runtime_error", runtimeError);
        t.put("failure", failure);
        t.put("partial", partial);
        return t;
    }
}
