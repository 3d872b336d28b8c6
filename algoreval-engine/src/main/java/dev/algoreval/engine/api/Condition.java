package dev.algoreval.engine.api;

import dev.algoreval.dataset.ablation.AblationCondition;
import java.util.Arrays;
import java.util.Optional;

/**
 * What a test asks and checks, a level of the test tree ({@code [condition:plus]}) and a field of
 * every result line. {@code zero-shot} is the paper's prompt and fixed test, unchanged; {@code plus}
 * adds the exact signature to the prompt and runs the AlgoREval+ hidden tests too (only instances with
 * hidden tests and a driver for their language take part); {@code hint} is the paper's +hint: the
 * algorithm's language-agnostic hint inserted before the runtime constraints (its Figure 6);
 * {@code snippet} is its +snippet: an implementation from the user's snippet corpus in the same place
 * (Figure 7), or the zero-shot prompt where the corpus has none, which the result records. The six
 * {@code ablation-…} conditions are the paper's name/spec ablation (Appendix L, Table 10): they run the
 * ablation's own problems (dataset package {@code ablation}) instead of the benchmark's instances.
 */
public enum Condition {
    ZERO_SHOT("zero-shot"),
    PLUS("plus"),
    HINT("hint"),
    SNIPPET("snippet"),
    ABLATION_NAME_FORMAT(AblationCondition.NAME_FORMAT),
    ABLATION_NAME_SPEC(AblationCondition.NAME_SPEC),
    ABLATION_SPEC_ONLY(AblationCondition.SPEC_ONLY),
    ABLATION_WRONG_NAME(AblationCondition.WRONG_NAME),
    ABLATION_FAKE_NAME(AblationCondition.FAKE_NAME),
    ABLATION_WRONG_SPEC(AblationCondition.WRONG_SPEC);

    /** Names all six ablation conditions at once in {@code algoreval.conditions}. */
    public static final String ABLATION = "ablation";

    private final String id;
    private final AblationCondition ablation;

    Condition(String id) {
        this.id = id;
        this.ablation = null;
    }

    /** One of the name/spec ablation's conditions (paper Table 10), on the ablation's own problems. */
    Condition(AblationCondition ablation) {
        this.id = ABLATION + "-" + ablation.id();
        this.ablation = ablation;
    }

    public Optional<AblationCondition> ablation() {
        return Optional.ofNullable(ablation);
    }

    public String id() {
        return id;
    }

    public static Optional<Condition> byId(String id) {
        return Arrays.stream(values()).filter(c -> c.id.equals(id)).findFirst();
    }
}
