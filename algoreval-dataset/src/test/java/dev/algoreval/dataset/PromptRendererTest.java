package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Prompts as the paper shows them (Figure 5, Appendix F) and SPEC §3.5 describes them. */
class PromptRendererTest {
    /** Paper Figure 5, system message; the language-specific notes follow on the next line. */
    private static final String PAPER_SYSTEM = """
            You are an expert software engineer tasked with implementing algorithms correctly and efficiently.
            Output ONLY a single fenced code block with the complete, self-contained program. \
            No explanations, no prose, no install commands — just the code block.
            Requirements:
            • The program must run/compile as-is without any modifications.
            • Use only the language's standard library.
            • Do not add any extra output beyond what the problem specifies.
            • The code must be in a single file.
            """;
    /**
     * The runtime constraints as the paper's Figures 6 and 7 print them ("Complete user message", the added
     * block "the only addition relative to the zero-shot baseline"); Figure 5 condenses them to three bullets.
     */
    private static final String FOOTER = """
            Runtime constraints (strict):
            • Use only the language standard library.
            • Do NOT use third-party packages/crates/modules.
            • Do NOT use package managers (pip/npm/cargo/maven/gradle/etc.).
            • If a data structure/algorithm is missing, implement it directly in code.
            • Output only executable code.""";
    /** The template's own placeholders; problems may show braces of their own (Python f-strings). */
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(language_notes|placeholders)\\}");

    private static Dataset dataset;
    private static PromptRenderer renderer;

    @BeforeAll
    static void load() {
        dataset = Dataset.load();
        renderer = PromptRenderer.load();
    }

    private static Prompt render(String id) {
        return renderer.render(dataset.instance(id).orElseThrow());
    }

    /** Paper Figure 5's user message up to its footer; the footer is that of Figures 6 and 7 (README section 4). */
    @Test
    void hopcroftKarpPythonUserMessageIsPaperFigure5WithTheFooterOfFigures6And7() {
        assertThat(render("hopcroft-karp/python/edge_list").user()).isEqualTo("""
                Implement the Hopcroft–Karp algorithm for maximum matching in a bipartite graph in Python.
                Requirements:
                • Provide a class BipGraph(m, n) with:
                  – addEdge(u, v) using 1-based indices (u in U = 1..m, v in V = 1..n)
                  – hopcroftKarp() returning the integer size of the maximum matching.
                • The code must be runnable as a script.
                • Include the following exact test case under if __name__ == "__main__": (do not change it):
                if __name__ == "__main__":
                    g = BipGraph(4, 4)
                    g.addEdge(1, 2)
                    g.addEdge(1, 3)
                    g.addEdge(2, 1)
                    g.addEdge(3, 2)
                    g.addEdge(4, 2)
                    g.addEdge(4, 4)
                    print("Size of maximum matching is %d" % g.hopcroftKarp())
                """ + FOOTER);
    }

    @Test
    void hopcroftKarpPythonUnderHintIsPaperFigure6TheZeroShotMessageWithTheHintBeforeTheConstraints() {
        Instance instance = dataset.instance("hopcroft-karp/python/edge_list").orElseThrow();
        String hint = Hints.of("hopcroft-karp").orElseThrow();
        String zeroShot = renderer.render(instance).user();
        String withHint = renderer.renderWithHint(instance, hint).user();
        int constraints = zeroShot.indexOf("Runtime constraints (strict):");
        assertThat(constraints).isPositive();
        assertThat(withHint).isEqualTo(zeroShot.substring(0, constraints) + "Algorithmic hint:\n" + hint + "\n"
                + zeroShot.substring(constraints));
        assertThat(withHint).contains("print(\"Size of maximum matching is %d\" % g.hopcroftKarp())\n"
                + "Algorithmic hint:\nPseudocode:\n1. ").contains("\n  2.1. ").doesNotContain("  3.1. ")
                .contains("\nKey data structures: ").contains("\nComplexity: O(E * sqrt(V)) time, O(V + E) space\n"
                + "Runtime constraints (strict):");
        assertThat(renderer.renderWithHint(instance, hint).system()).isEqualTo(renderer.render(instance).system());
    }

    @Test
    void theSameHintGoesIntoEveryLanguagesPromptOfTheAlgorithm() {
        String hint = Hints.of("dijkstra").orElseThrow();
        assertThat(dataset.instances()).filteredOn(i -> i.algorithm().id().equals("dijkstra")).hasSize(21)
                .allSatisfy(i -> assertThat(renderer.renderWithHint(i, hint).user())
                        .contains("Algorithmic hint:\n" + hint + "\nRuntime constraints (strict):"));
    }

    @Test
    void pythonSystemMessageIsPaperTextPlusLanguageNote() {
        assertThat(render("hopcroft-karp/python/edge_list").system())
                .isEqualTo(PAPER_SYSTEM + "• Python 3.11: the program is run as a script.");
    }

    @Test
    void everySystemMessageStartsWithPaperTextAndCarriesItsLanguageNote() {
        Map<Language, String> notes = Map.of(
                Language.PYTHON, "Python",
                Language.C, "int main()",
                Language.CPP, "int main()",
                Language.JAVA, "public class Main",
                Language.JAVASCRIPT, "Node.js",
                Language.RUST, "fn main()",
                Language.GO, "package main");
        for (Language language : Language.values()) {
            String system = renderer.system(language);
            assertThat(system).as(language.id()).startsWith(PAPER_SYSTEM).contains(notes.get(language));
            // The system message is fixed per language: every instance in that language gets the same one.
            assertThat(dataset.instances()).filteredOn(i -> i.language() == language)
                    .allSatisfy(i -> assertThat(renderer.render(i).system()).isEqualTo(system));
        }
    }

    @Test
    void rustBridgeFindingGetsThePapersAdaptation() {
        Instance instance = dataset.instance("bridge-finding/rust/edge_list").orElseThrow();
        Prompt prompt = renderer.render(instance);

        assertThat(prompt.user())
                .startsWith("Implement Tarjan's bridge-finding algorithm in Rust.\n")
                .contains("findBridges(V, edges)")
                .contains("fn main()")
                .contains(instance.variant().test())
                .contains("Expected output (exactly):\n0 3\n3 4\n")
                .doesNotContain("if __name__")
                .doesNotContain("Python")
                .endsWith(FOOTER);
        assertThat(prompt.system()).contains("fn main()").doesNotContain("Python");
    }

    @Test
    void nonPythonPromptsSpellOutTheTestAndItsExpectedOutput() {
        for (Instance instance : dataset.instances()) {
            if (instance.language() == Language.PYTHON) {
                continue;
            }
            Prompt prompt = renderer.render(instance);
            assertThat(prompt.user()).as(instance.id())
                    .contains(" in " + instance.language().displayName() + ".\n")
                    .contains("• In the entry point: " + instance.variant().test() + "\n")
                    .contains("• Expected output (exactly):\n" + instance.expectedOutput())
                    .doesNotContain("if __name__")
                    .doesNotContain("Python");
            assertThat(prompt.system()).as(instance.id()).doesNotContain("Python");
        }
    }

    @Test
    void pythonPromptsEmbedTheExactTestBlock() {
        for (Instance instance : dataset.instances()) {
            if (instance.language() == Language.PYTHON) {
                assertThat(renderer.render(instance).user()).as(instance.id())
                        .contains("(do not change it):\n" + instance.variant().pythonTest())
                        .doesNotContain("Expected output");
            }
        }
    }

    @Test
    void adjacencyMatrixPromptDescribesTheRepresentation() {
        assertThat(render("dijkstra/java/adj_matrix").user())
                .contains("\nInput representation: The graph is given as an adjacency matrix: "
                        + "M[u][v] is the weight of the edge from u to v")
                .contains("dijkstra(M, src)");
        assertThat(render("dijkstra/python/adj_list").user())
                .contains("\nInput representation: The graph is given as an adjacency list: ");
        assertThat(render("dijkstra/python/edge_list").user()).doesNotContain("Input representation:");
        assertThat(render("merge-sort/go/default").user()).doesNotContain("Input representation:");
    }

    @Test
    void everyUserMessageNamesAlgorithmAndLanguageListsRequirementsAndEndsWithFooter() {
        for (Instance instance : dataset.instances()) {
            String user = renderer.render(instance).user();
            assertThat(user).as(instance.id())
                    .startsWith("Implement " + instance.algorithm().title() + " in "
                            + instance.language().displayName() + ".\n")
                    .contains("\nRequirements:\n")
                    .endsWith("\n" + FOOTER);
            for (String requirement : instance.variant().requirements()) {
                // '– ' marks a sub-item of the previous bullet (paper Figure 5); everything else is a bullet.
                String line = requirement.startsWith("– ") ? "\n  " + requirement + "\n" : "\n• " + requirement + "\n";
                assertThat(user).as(instance.id()).contains(line);
            }
        }
    }

    @Test
    void noPromptContainsTheReferenceSolution() {
        for (Instance instance : dataset.instances()) {
            Prompt prompt = renderer.render(instance);
            String reference = instance.referenceSolution();
            String implementation = instance.language() == Language.PYTHON
                    ? reference.replace(instance.variant().pythonTest().strip(), "").strip()
                    : reference.strip();
            assertThat(implementation).as(instance.id()).isNotBlank();
            assertThat(prompt.user()).as(instance.id()).doesNotContain(implementation);
            assertThat(prompt.system()).as(instance.id()).doesNotContain(implementation);
            // Definitions of the solution only: the Python test block may define helpers of its own (simpson's f).
            implementation.lines().map(String::strip)
                    .filter(line -> line.startsWith("def ") || line.startsWith("class ") || line.startsWith("fn ")
                            || line.startsWith("func ") || line.startsWith("function "))
                    .forEach(definition -> assertThat(prompt.user()).as(instance.id()).doesNotContain(definition));
        }
    }

    @Test
    void everyInstanceRendersWithoutPlaceholdersLeft() {
        assertThat(dataset.instances()).hasSize(763);
        for (Instance instance : dataset.instances()) {
            Prompt prompt = renderer.render(instance);
            assertThat(prompt.system()).as(instance.id()).isNotBlank().doesNotContain("{language_notes}")
                    .doesNotContainPattern(PLACEHOLDER);
            assertThat(prompt.user()).as(instance.id()).isNotBlank().doesNotContainPattern(PLACEHOLDER);
        }
    }
}
