package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The hints of the {@code hint} condition (SPEC §9, paper Figure 6): one per algorithm, written for
 * this project, in a fixed form (at most 20 lines of pseudocode, the key data structures, time and
 * space complexity), free of any one language's syntax and of the fixed test's answer.
 */
class HintsTest {
    private static final Dataset DATASET = Dataset.load();
    private static final Pattern INDENTED = Pattern.compile("^ {2,}\\S.*");
    private static final Pattern COMPLEXITY = Pattern.compile("^Complexity: time O\\(.+\\).*, space O\\(.+\\).*$");
    private static final List<String> LANGUAGE_SYNTAX = List.of("def ", "fn ", "func ", "#include", "public ", "static ",
            "std::", "console.", "System.", "printf", "println", "let mut", "import ", "{", "}");

    @TestFactory
    Stream<DynamicTest> everyAlgorithmHasAHintInTheFixedForm() {
        return DATASET.algorithms().stream().map(algorithm -> DynamicTest.dynamicTest(algorithm.id(), () -> {
            String hint = read(algorithm.id());
            assertThat(problems(hint, algorithm)).as("algorithms/%s/hint.md", algorithm.id()).isEmpty();
        }));
    }

    /** Everything wrong with one hint, one sentence each. */
    static List<String> problems(String hint, Algorithm algorithm) {
        List<String> problems = new ArrayList<>();
        if (!hint.endsWith("\n") || hint.contains("\r")) {
            problems.add("must end with a newline and use \\n line ends");
        }
        List<String> lines = hint.lines().toList();
        if (lines.size() < 4 || !lines.get(0).equals("Pseudocode:")) {
            problems.add("must start with the line 'Pseudocode:' followed by pseudocode, data structures and complexity");
            return problems;
        }
        List<String> pseudocode = lines.subList(1, lines.size() - 2);
        if (pseudocode.isEmpty() || pseudocode.size() > 20) {
            problems.add("has " + pseudocode.size() + " lines of pseudocode; 1 to 20 are allowed");
        }
        pseudocode.stream().filter(line -> !INDENTED.matcher(line).matches())
                .forEach(line -> problems.add("pseudocode line not indented by at least two spaces: '" + line + "'"));
        if (!lines.get(lines.size() - 2).startsWith("Data structures: ")) {
            problems.add("the line before last must be 'Data structures: …'");
        }
        if (!COMPLEXITY.matcher(lines.get(lines.size() - 1)).matches()) {
            problems.add("the last line must be 'Complexity: time O(…), space O(…)'");
        }
        for (String line : pseudocode) {
            LANGUAGE_SYNTAX.stream().filter(line::contains)
                    .forEach(token -> problems.add("language-specific '" + token.strip() + "' in: " + line.strip()));
            if (line.stripTrailing().endsWith(";")) {
                problems.add("a line ends in ';': " + line.strip());
            }
        }
        for (Variant variant : algorithm.variants()) {
            // Compared with whitespace collapsed, so re-indenting the answer does not hide it.
            String whole = variant.expected().strip().replaceAll("\\s+", " ");
            if (variant.expected().strip().contains("\n") && hint.replaceAll("\\s+", " ").contains(whole)) {
                problems.add("leaks the whole expected output (" + variant.representation().id() + ")");
            }
            variant.expected().lines().map(String::strip).filter(line -> line.length() >= 6).filter(hint::contains)
                    .forEach(line -> problems.add("leaks a line of the expected output (" + variant.representation().id()
                            + "): '" + line + "'"));
        }
        return problems;
    }

    @TestFactory
    Stream<DynamicTest> theCheckRejectsWhatItShould() {
        Algorithm dijkstra = DATASET.instance("dijkstra/python/edge_list").orElseThrow().algorithm();
        String good = "Pseudocode:\n  dist[src] <- 0\nData structures: binary heap\nComplexity: time O(E log V), space O(V)\n";
        return Stream.of(
                DynamicTest.dynamicTest("a good hint", () -> assertThat(problems(good, dijkstra)).isEmpty()),
                DynamicTest.dynamicTest("python syntax", () -> assertThat(problems(good.replace("dist[src] <- 0",
                        "def dijkstra(n, edges):"), dijkstra)).anyMatch(p -> p.contains("'def'"))),
                DynamicTest.dynamicTest("no complexity", () -> assertThat(problems(good.replace("time O(E log V), ", ""),
                        dijkstra)).anyMatch(p -> p.contains("Complexity"))),
                DynamicTest.dynamicTest("a leaked answer", () -> {
                    String answer = dijkstra.variants().get(0).expected().strip().replace("\n", "\n  ");
                    assertThat(problems(good.replace("dist[src] <- 0", answer), dijkstra))
                            .anyMatch(p -> p.contains("leaks"));
                }),
                DynamicTest.dynamicTest("too long", () -> assertThat(problems(good.replace("  dist[src] <- 0\n",
                        "  step\n".repeat(21)), dijkstra)).anyMatch(p -> p.contains("21 lines"))));
    }

    private static String read(String algorithmId) {
        return Hints.of(algorithmId).map(hint -> hint + "\n")
                .orElseThrow(() -> new AssertionError(Hints.resource(algorithmId) + " is missing"));
    }
}
