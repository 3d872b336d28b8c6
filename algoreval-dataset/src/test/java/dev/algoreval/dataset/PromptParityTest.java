package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every language is told the same facts about the test's answer. The non-Python prompts spell the test
 * out in prose ({@code test}) where Python prompts show the code of {@code python_test}, so a fact
 * written only into {@code test}, such as "the minimum spanning tree of this graph is unique", never
 * reaches Python. Such facts belong in {@code requirements}, which every language gets.
 */
class PromptParityTest {
    /** Claims that the answer is unique or how its ties are broken. */
    private static final Pattern CLAIM = Pattern.compile("\\b(unique|uniquely|exactly one|at most one|only one|ties?)\\b",
            Pattern.CASE_INSENSITIVE);
    /** What to print is the test's own business: Python's test block does it in code. */
    private static final Pattern INSTRUCTION = Pattern.compile("\\bprint", Pattern.CASE_INSENSITIVE);
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+(?=[A-Z\"(])|\\n");
    private static final Pattern INNERMOST_PARENTHESES = Pattern.compile("\\(([^()]*)\\)");

    private static Dataset dataset;
    private static PromptRenderer renderer;

    @BeforeAll
    static void load() {
        dataset = Dataset.load();
        renderer = PromptRenderer.load();
    }

    @Test
    void everyClaimAboutTheAnswerThatAllOtherLanguagesReadIsInThePythonPrompt() {
        List<String> missing = new ArrayList<>();
        for (Algorithm algorithm : dataset.algorithms()) {
            for (Variant variant : algorithm.variants()) {
                String python = normalised(user(algorithm, variant, Language.PYTHON));
                // What all six others read: their requirements and test, without the language's own lines.
                Set<String> common = new LinkedHashSet<>(sentences(user(algorithm, variant, Language.C)));
                for (Language language : Language.values()) {
                    if (language != Language.PYTHON) {
                        common.retainAll(sentences(user(algorithm, variant, language)));
                    }
                }
                for (String sentence : common) {
                    if (python.contains(sentence)) {
                        continue;
                    }
                    for (String claim : claims(sentence)) {
                        if (!python.contains(claim)) {
                            missing.add(algorithm.id() + "/" + variant.representation().id() + ": \"" + claim + "\"");
                        }
                    }
                }
            }
        }
        assertThat(missing).as("claims that every non-Python prompt makes and the Python prompt lacks "
                + "(move them from 'test' to 'requirements')").isEmpty();
    }

    @Test
    void claimsAreFoundInSentencesAndRemarksButNotInPrintInstructions() {
        assertThat(claims("The minimum spanning tree of this graph is unique."))
                .containsExactly("The minimum spanning tree of this graph is unique.");
        assertThat(claims("Each of these formulas has at most one satisfying assignment, so the output is unique."))
                .hasSize(1);
        assertThat(claims("print the vertices in increasing order, separated by single spaces (this graph has "
                + "exactly one minimum cut).")).containsExactly("this graph has exactly one minimum cut");
        assertThat(claims("in counter-clockwise order (ties broken by the smallest y), printing each vertex once."))
                .containsExactly("ties broken by the smallest y");
        assertThat(claims("print exactly one line \"Size of maximum matching is N\"")).isEmpty();
        assertThat(claims("print the unique solution with 0 <= x < b/g (x reduced modulo b/g)")).isEmpty();
        assertThat(claims("The graph is connected (every vertex reaches every other).")).isEmpty();
    }

    @Test
    void sentencesSplitAtSentenceEndsAndLinesOnly() {
        assertThat(sentences("• For V=5, print it (u < v), i.e. sorted. Then stop.\n• Expected output (exactly):\n0 3"))
                .containsExactly("• For V=5, print it (u < v), i.e. sorted.", "Then stop.", "• Expected output (exactly):",
                        "0 3");
    }

    private static String user(Algorithm algorithm, Variant variant, Language language) {
        Instance instance = dataset.instance(Instance.id(algorithm.id(), language, variant.representation()))
                .orElseThrow();
        return renderer.render(instance).user();
    }

    private static List<String> sentences(String text) {
        return Arrays.stream(SENTENCE_END.split(text)).map(PromptParityTest::normalised).filter(s -> !s.isEmpty())
                .toList();
    }

    /** The parenthesised remarks of a sentence and what is left of it, each kept if it is a claim. */
    private static List<String> claims(String sentence) {
        List<String> parts = new ArrayList<>();
        String rest = sentence;
        Matcher remark = INNERMOST_PARENTHESES.matcher(rest);
        while (remark.find()) {
            parts.add(remark.group(1));
            rest = rest.substring(0, remark.start()) + rest.substring(remark.end());
            remark = INNERMOST_PARENTHESES.matcher(rest);
        }
        parts.add(rest);
        return parts.stream().map(PromptParityTest::normalised)
                .filter(part -> CLAIM.matcher(part).find() && !INSTRUCTION.matcher(part).find()).toList();
    }

    private static String normalised(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }
}
