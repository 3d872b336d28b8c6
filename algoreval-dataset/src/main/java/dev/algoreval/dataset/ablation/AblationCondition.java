package dev.algoreval.dataset.ablation;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The six prompt conditions of the paper's Table 10, crossing which name the prompt gives (none, the
 * real one, a wrong real one, a fabricated one) with which specification it gives (none, the correct
 * one, the one with a decision rule swapped). Every condition is scored against the correct output.
 */
public enum AblationCondition {
    NAME_FORMAT("name-format", "Name+Format", NameGiven.REAL, SpecGiven.NONE),
    NAME_SPEC("name-spec", "Name+Spec", NameGiven.REAL, SpecGiven.CORRECT),
    SPEC_ONLY("spec-only", "Spec Only", NameGiven.NONE, SpecGiven.CORRECT),
    WRONG_NAME("wrong-name", "Wrong Name", NameGiven.WRONG, SpecGiven.CORRECT),
    FAKE_NAME("fake-name", "Fake Name", NameGiven.FAKE, SpecGiven.CORRECT),
    WRONG_SPEC("wrong-spec", "Wrong Spec (moderate)", NameGiven.REAL, SpecGiven.WRONG);

    public enum NameGiven { NONE, REAL, WRONG, FAKE }

    public enum SpecGiven { NONE, CORRECT, WRONG }

    private final String id;
    private final String label;
    private final NameGiven nameGiven;
    private final SpecGiven specGiven;

    AblationCondition(String id, String label, NameGiven nameGiven, SpecGiven specGiven) {
        this.id = id;
        this.label = label;
        this.nameGiven = nameGiven;
        this.specGiven = specGiven;
    }

    /** Stable id for configuration, unique ids and results, e.g. {@code spec-only}. */
    public String id() {
        return id;
    }

    /** The paper's column label (Table 10, Figure 20). */
    public String label() {
        return label;
    }

    public NameGiven nameGiven() {
        return nameGiven;
    }

    public SpecGiven specGiven() {
        return specGiven;
    }

    /** The algorithm name this condition puts in the prompt, if any. */
    public Optional<String> name(AblationProblem problem) {
        switch (nameGiven) {
            case REAL:
                return Optional.of(problem.name());
            case WRONG:
                return Optional.of(problem.wrongName());
            case FAKE:
                return Optional.of(problem.fakeName());
            default:
                return Optional.empty();
        }
    }

    /** The specification this condition puts in the prompt, if any. */
    public Optional<String> spec(AblationProblem problem) {
        switch (specGiven) {
            case CORRECT:
                return Optional.of(problem.spec());
            case WRONG:
                return Optional.of(problem.wrongSpec());
            default:
                return Optional.empty();
        }
    }

    /**
     * The format this condition's requirements state: the problem's format, and where no specification
     * is shown (name+format) its output tie rule too, which the specification states everywhere else.
     * Under wrong-spec the tie rule would contradict the swapped rule when that is the one it swaps.
     */
    public String format(AblationProblem problem) {
        return specGiven == SpecGiven.NONE && !problem.formatTies().isEmpty()
                ? problem.format() + " " + problem.formatTies()
                : problem.format();
    }

    /**
     * The conditions the paper poses a problem under: all six for the novel algorithms, and for the
     * known ones only with and without the real name, the spec always correct (Appendix L).
     */
    public static List<AblationCondition> posedFor(AblationProblem problem) {
        return problem.novel() ? List.of(values()) : List.of(NAME_SPEC, SPEC_ONLY);
    }

    public static Optional<AblationCondition> byId(String id) {
        return Arrays.stream(values()).filter(c -> c.id.equals(id)).findFirst();
    }
}
