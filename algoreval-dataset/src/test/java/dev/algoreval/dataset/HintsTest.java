package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The hints of the {@code hint} condition (SPEC §9, paper Figure 6): one per algorithm, written for
 * this project, in the layout of the paper's Figure 6 ("Pseudocode:", at most 20 numbered steps,
 * "Key data structures: …", "Complexity: O(…) time, O(…) space"), free of any one language's syntax
 * and of the fixed test's answer.
 */
class HintsTest {
    private static final Dataset DATASET = Dataset.load();
    private static final int MAX_STEPS = 20;
    /** A step: two spaces per level below the first, the step's number ("2.", "2.1.", …), one space, text. */
    private static final Pattern STEP = Pattern.compile("^((?:  )*)((?:[1-9][0-9]*\\.)+) (\\S.*)$");
    private static final Pattern COMPLEXITY = Pattern.compile("^Complexity: O\\(.+\\) time\\b.*, O\\(.+\\) space\\b.*$");
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
            problems.add("must start with the line 'Pseudocode:' followed by the steps, key data structures and complexity");
            return problems;
        }
        List<String> steps = lines.subList(1, lines.size() - 2);
        if (steps.isEmpty() || steps.size() > MAX_STEPS) {
            problems.add("has " + steps.size() + " steps; 1 to " + MAX_STEPS + " are allowed");
        }
        problems.addAll(numbering(steps));
        if (!lines.get(lines.size() - 2).startsWith("Key data structures: ")) {
            problems.add("the line before last must be 'Key data structures: …'");
        }
        if (!COMPLEXITY.matcher(lines.get(lines.size() - 1)).matches()) {
            problems.add("the last line must be 'Complexity: O(…) time, O(…) space'");
        }
        for (String line : steps) {
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

    /**
     * The steps are numbered as in Figure 6: the first is "1.", each next step either continues a level
     * that is open ("2." after "1." or after "1.3.2.", "2.2." after "2.1.") or opens the next level
     * down at 1 ("2.1." after "2."); a step is indented by two spaces per level below the first.
     */
    private static List<String> numbering(List<String> steps) {
        List<String> problems = new ArrayList<>();
        List<Integer> previous = List.of();
        for (String line : steps) {
            Matcher step = STEP.matcher(line);
            if (!step.matches()) {
                problems.add("not a numbered step ('1. …', '  1.1. …'): '" + line + "'");
                continue;
            }
            List<Integer> number = Arrays.stream(step.group(2).split("\\.")).map(Integer::valueOf).toList();
            if (step.group(1).length() != 2 * (number.size() - 1)) {
                problems.add("step " + step.group(2) + " must be indented by " + 2 * (number.size() - 1) + " spaces: '"
                        + line + "'");
            }
            if (!follows(previous, number)) {
                problems.add("step " + step.group(2) + " does not follow step "
                        + (previous.isEmpty() ? "(none)" : previous.stream().map(n -> n + ".").collect(Collectors.joining()))
                        + " (steps are numbered 1, 2, … at every level)");
            }
            previous = number;
        }
        return problems;
    }

    private static boolean follows(List<Integer> previous, List<Integer> number) {
        int last = number.size() - 1;
        if (number.size() == previous.size() + 1) {
            return number.subList(0, last).equals(previous) && number.get(last) == 1;
        }
        return number.size() <= previous.size() && number.subList(0, last).equals(previous.subList(0, last))
                && number.get(last) == previous.get(last) + 1;
    }

    @TestFactory
    Stream<DynamicTest> theCheckRejectsWhatItShould() {
        Algorithm dijkstra = DATASET.instance("dijkstra/python/edge_list").orElseThrow().algorithm();
        String good = """
                Pseudocode:
                1. dist[v] <- infinity for every vertex v, dist[src] <- 0
                2. while the heap is not empty:
                  2.1. pop (d, u)
                  2.2. for each edge (u, v, w):
                    2.2.1. relax (u, v, w)
                3. return dist
                Key data structures: binary heap
                Complexity: O(E log V) time, O(V) space
                """;
        return Stream.of(
                DynamicTest.dynamicTest("a good hint", () -> assertThat(problems(good, dijkstra)).isEmpty()),
                DynamicTest.dynamicTest("python syntax", () -> assertThat(problems(good.replace("pop (d, u)",
                        "def dijkstra(n, edges):"), dijkstra)).anyMatch(p -> p.contains("'def'"))),
                DynamicTest.dynamicTest("no complexity", () -> assertThat(problems(good.replace("O(E log V) time, ", ""),
                        dijkstra)).anyMatch(p -> p.contains("Complexity"))),
                DynamicTest.dynamicTest("the complexity in the old order", () -> assertThat(problems(good.replace(
                        "O(E log V) time, O(V) space", "time O(E log V), space O(V)"), dijkstra))
                        .anyMatch(p -> p.contains("Complexity"))),
                DynamicTest.dynamicTest("the old data-structures heading", () -> assertThat(problems(good.replace(
                        "Key data structures:", "Data structures:"), dijkstra))
                        .anyMatch(p -> p.contains("Key data structures"))),
                DynamicTest.dynamicTest("an unnumbered step", () -> assertThat(problems(good.replace("3. return dist",
                        "return dist"), dijkstra)).anyMatch(p -> p.contains("not a numbered step"))),
                DynamicTest.dynamicTest("a skipped number", () -> assertThat(problems(good.replace("3. return dist",
                        "4. return dist"), dijkstra)).anyMatch(p -> p.contains("step 4. does not follow step 2.2.1."))),
                DynamicTest.dynamicTest("a sub-step not starting at 1", () -> assertThat(problems(good.replace("2.1. pop",
                        "2.2. pop"), dijkstra)).anyMatch(p -> p.contains("step 2.2. does not follow step 2."))),
                DynamicTest.dynamicTest("a repeated number", () -> assertThat(problems(good.replace("2.2. for each",
                        "2.1. for each").replace("2.2.1. relax", "2.1.1. relax"), dijkstra))
                        .anyMatch(p -> p.contains("step 2.1. does not follow step 2.1."))),
                DynamicTest.dynamicTest("a sub-step at the wrong indent", () -> assertThat(problems(good.replace(
                        "    2.2.1. relax", "  2.2.1. relax"), dijkstra)).anyMatch(p -> p.contains("indented by 4"))),
                DynamicTest.dynamicTest("a leaked answer", () -> {
                    String answer = dijkstra.variants().get(0).expected().strip().replace("\n", "\n  ");
                    assertThat(problems(good.replace("pop (d, u)", answer), dijkstra))
                            .anyMatch(p -> p.contains("leaks"));
                }),
                DynamicTest.dynamicTest("too long", () -> {
                    String steps = IntStream.rangeClosed(1, MAX_STEPS + 1).mapToObj(i -> i + ". step\n")
                            .collect(Collectors.joining());
                    String tooLong = "Pseudocode:\n" + steps + good.substring(good.indexOf("Key data structures:"));
                    assertThat(problems(tooLong, dijkstra)).containsExactly("has 21 steps; 1 to 20 are allowed");
                    String longest = tooLong.replace("21. step\n", "");
                    assertThat(problems(longest, dijkstra)).isEmpty();
                }));
    }

    private static String read(String algorithmId) {
        return Hints.of(algorithmId).map(hint -> hint + "\n")
                .orElseThrow(() -> new AssertionError(Hints.resource(algorithmId) + " is missing"));
    }
}
