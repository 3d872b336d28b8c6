package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.Language;
import java.util.List;
import java.util.Map;

/**
 * One problem of the name/spec ablation (paper Appendix L): the texts the six conditions of Table 10
 * are rendered from, the fixed test, its correct output and the reference programs. Loaded from
 * {@code algoreval/ablation/<id>/problem.yaml} by {@link AblationProblems}.
 *
 * @param novel        true for the six algorithms outside the benchmark, false for the known ones
 * @param name         the algorithm's real name; completes "Implement &lt;name&gt; in &lt;Language&gt;."
 * @param wrongName    the name of a different real algorithm (condition wrong-name)
 * @param fakeName     a fabricated algorithm name (condition fake-name)
 * @param leakTerms    words that would give the real name away; none appears in any text below
 * @param signature    the function to implement, always {@code solve(...)}, so it never names the algorithm
 * @param format       what the function takes and returns and how the program prints it, without any rule
 * @param formatTies   the output's tie rule, added to the format where no spec is shown (name+format), or
 *                     empty; only for problems whose expected output otherwise depends on a rule that only
 *                     the spec states (README section 11)
 * @param spec         the behavioural specification, every decision rule stated
 * @param wrongSpec    the specification with one decision rule swapped
 * @param swappedRule  which rule {@code wrongSpec} swaps, in words
 * @param test         the fixed test in words, for the six non-Python languages
 * @param pythonTest   the fixed test as the Python block embedded in Python prompts
 * @param input        the fixed test's input as data, for the oracle
 * @param expected     the exact stdout of the correct algorithm on the fixed test
 * @param references   a complete program per language implementing the correct algorithm
 * @param wrongSpecProgram a Python program that follows {@code wrongSpec}; it prints something else
 */
public record AblationProblem(String id, boolean novel, String name, String wrongName, String fakeName,
        List<String> leakTerms, String signature, String format, String formatTies, String spec, String wrongSpec, String swappedRule,
        String test, String pythonTest, Map<String, Object> input, String expected, Map<Language, String> references,
        String wrongSpecProgram) {

    public AblationProblem {
        leakTerms = List.copyOf(leakTerms);
        input = Map.copyOf(input);
        references = Map.copyOf(references);
    }

    public String reference(Language language) {
        return references.get(language);
    }
}
