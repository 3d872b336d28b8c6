package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;

/**
 * Renders an ablation problem under one of the six conditions of Table 10, in the benchmark's prompt
 * style: the same system message as the benchmark, "Implement &lt;name&gt; in &lt;Language&gt;.", the
 * specification (when the condition gives one), the requirements with the signature and the format,
 * the fixed test (Python: the exact test block; the other languages: the test in words and the entry
 * point) and the runtime constraints. Only the name line and the specification differ between
 * conditions, and under name+format the format carries the output's tie rule where the problem has one
 * ({@link AblationCondition#format}).
 *
 * <p>Unlike the benchmark's prompts, no language shows the expected output: under wrong-spec it would
 * contradict the specification (and so tell the model which rule was swapped), and under name+format
 * it would give away the answer the name alone is meant to produce.
 */
public final class AblationPrompts {
    static final String SPEC_HEADING = "Specification:";
    /** The first line when the condition gives no name at all (spec-only). */
    static final String NAMELESS_TASK = "the function specified below";
    private static final String BULLET = "• ";

    private final PromptRenderer renderer;

    public AblationPrompts(PromptRenderer renderer) {
        this.renderer = renderer;
    }

    public static AblationPrompts load() {
        return new AblationPrompts(PromptRenderer.load());
    }

    public Prompt render(AblationProblem problem, AblationCondition condition, Language language) {
        return new Prompt(renderer.system(language), user(problem, condition, language));
    }

    private String user(AblationProblem problem, AblationCondition condition, Language language) {
        StringBuilder out = new StringBuilder();
        out.append("Implement ").append(condition.name(problem).orElse(NAMELESS_TASK)).append(" in ")
                .append(language.displayName()).append(".\n");
        condition.spec(problem).ifPresent(spec -> out.append(SPEC_HEADING).append('\n').append(spec).append('\n'));
        out.append("Requirements:\n");
        out.append(BULLET).append("Implement ").append(problem.signature()).append(".\n");
        out.append(BULLET).append(condition.format(problem)).append('\n');
        if (language == Language.PYTHON) {
            out.append(BULLET).append("The code must be runnable as a script.\n");
            out.append(BULLET).append("Include the following exact test case under if __name__ == \"__main__\": ")
                    .append("(do not change it):\n");
            out.append(problem.pythonTest().stripTrailing()).append('\n');
        } else {
            out.append(BULLET).append("The program must compile and run as-is; its entry point is ")
                    .append(renderer.entryPoint(language)).append(".\n");
            out.append(BULLET).append("In the entry point: ").append(problem.test()).append('\n');
        }
        out.append(renderer.footer());
        return out.toString();
    }
}
