package dev.algoreval.dataset.ablation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * What each of the six conditions of Table 10 shows, and what it must not show, for every ablation
 * problem in every language; and that conditions differ only in the name line and the specification.
 */
class AblationPromptsTest {
    private static List<AblationProblem> problems;
    private static PromptRenderer renderer;
    private static AblationPrompts prompts;

    @BeforeAll
    static void load() {
        problems = AblationProblems.load();
        renderer = PromptRenderer.load();
        prompts = new AblationPrompts(renderer);
    }

    private static AblationProblem problem(String id) {
        return problems.stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void specOnlyPythonPromptOfThePruferProblemReadsAsIntended() {
        AblationProblem prufer = problem("prufer-sequence");

        Prompt prompt = prompts.render(prufer, AblationCondition.SPEC_ONLY, Language.PYTHON);

        assertThat(prompt.system()).isEqualTo(renderer.system(Language.PYTHON));
        assertThat(prompt.user()).isEqualTo("Implement the function specified below in Python.\n"
                + "Specification:\n"
                + "Work on a copy of the tree. Repeat n-2 times: among the vertices that currently have exactly one"
                + " neighbour, choose the one with the smallest label; append the label of its only neighbour to the"
                + " result; then delete the chosen vertex together with its edge. The result lists the appended"
                + " labels in the order in which they were appended.\n"
                + "Requirements:\n"
                + "• Implement solve(n, edges).\n"
                + "• n is the number of vertices, labelled 0 to n-1 (n >= 3), and edges is a list of n-1 pairs"
                + " [u, v], the undirected edges of a tree on these vertices. solve returns a list of n-2 vertex"
                + " labels. The program prints the returned labels on one line, separated by single spaces.\n"
                + "• The code must be runnable as a script.\n"
                + "• Include the following exact test case under if __name__ == \"__main__\": (do not change it):\n"
                + "if __name__ == \"__main__\":\n"
                + "    n = 8\n"
                + "    edges = [[0, 3], [1, 3], [3, 4], [4, 5], [5, 2], [5, 6], [6, 7]]\n"
                + "    print(\" \".join(str(label) for label in solve(n, edges)))\n"
                + "Runtime constraints (strict):\n"
                + "• Use only the language standard library.\n"
                + "• Do NOT use third-party packages/crates/modules.\n"
                + "• Do NOT use package managers (pip/npm/cargo/maven/gradle/etc.).\n"
                + "• If a data structure/algorithm is missing, implement it directly in code.\n"
                + "• Output only executable code.");
    }

    @Test
    void nameFormatRustPromptOfTheTreeCenterProblemHasTheNameTheTestAndTheEntryPointButNoSpec() {
        AblationProblem center = problem("tree-center");

        String user = prompts.render(center, AblationCondition.NAME_FORMAT, Language.RUST).user();

        assertThat(user).startsWith("Implement the tree center algorithm in Rust.\nRequirements:\n"
                + "• Implement solve(n, edges).\n");
        assertThat(user).contains("• The program must compile and run as-is; its entry point is fn main().\n"
                + "• In the entry point: For n=11 and edges=[[0,1],[1,2],[2,3],[3,4],[4,5],[5,6],[1,7],[1,8],[1,9],"
                + "[1,10]], call solve(n, edges) and print the returned labels on one line, separated by a single"
                + " space.\nRuntime constraints (strict):");
        assertThat(user).doesNotContain("Specification:", "round", "Expected output");
    }

    @Test
    void nameFormatStatesTheBridgeTreesGroupNumberingWhichOnlyTheSpecStatesElsewhere() {
        AblationProblem bridgeTree = problem("bridge-tree");
        String numbering = "The groups are numbered 0, 1, 2, ... in increasing order of the smallest vertex label"
                + " in each group.";

        assertThat(prompts.render(bridgeTree, AblationCondition.NAME_FORMAT, Language.PYTHON).user())
                .contains("sorted by a and then by b. " + numbering + "\n").doesNotContain("Specification:");
        assertThat(prompts.render(bridgeTree, AblationCondition.WRONG_SPEC, Language.PYTHON).user())
                .doesNotContain(numbering).contains("increasing order of the largest vertex label");
        assertThat(prompts.render(problem("tree-center"), AblationCondition.NAME_FORMAT, Language.PYTHON).user())
                .contains("• " + problem("tree-center").format() + "\n");
    }

    @TestFactory
    Stream<DynamicTest> everyConditionShowsWhatTable10SaysAndNothingItMustNot() {
        return problems.stream().flatMap(problem -> Arrays.stream(AblationCondition.values())
                .flatMap(condition -> Arrays.stream(Language.values()).map(language -> DynamicTest.dynamicTest(
                        problem.id() + "/" + condition.id() + "/" + language.id(),
                        () -> assertShowsExactlyItsParts(problem, condition, language)))));
    }

    private static void assertShowsExactlyItsParts(AblationProblem problem, AblationCondition condition,
            Language language) {
        Prompt prompt = prompts.render(problem, condition, language);
        String user = prompt.user();
        assertThat(prompt.system()).isEqualTo(renderer.system(language));
        assertThat(user).endsWith(renderer.footer());
        assertThat(user).contains("• Implement " + problem.signature() + ".\n", problem.format());
        if (!problem.formatTies().isEmpty()) {
            // The tie rule goes into the format only where no spec states it (and wrong-spec may swap it).
            if (condition.specGiven() == AblationCondition.SpecGiven.NONE) {
                assertThat(user).contains("• " + problem.format() + " " + problem.formatTies() + "\n");
            } else {
                assertThat(user).doesNotContain(problem.formatTies());
            }
        }
        // The expected output is never shown: it would give the answer away or contradict a wrong spec.
        assertThat(user).doesNotContain("Expected output");
        if (language == Language.PYTHON) {
            assertThat(user).contains(problem.pythonTest()).doesNotContain(problem.test());
        } else {
            assertThat(user).contains("• In the entry point: " + problem.test() + "\n", renderer.entryPoint(language))
                    .doesNotContain(problem.pythonTest().strip());
        }

        String task = "Implement %s in " + language.displayName() + ".\n";
        switch (condition.nameGiven()) {
            case REAL:
                assertThat(user).startsWith(String.format(task, problem.name()));
                break;
            case WRONG:
                assertThat(user).startsWith(String.format(task, problem.wrongName()));
                break;
            case FAKE:
                assertThat(user).startsWith(String.format(task, problem.fakeName()));
                break;
            default:
                assertThat(user).startsWith(String.format(task, AblationPrompts.NAMELESS_TASK));
        }
        if (condition.nameGiven() != AblationCondition.NameGiven.REAL) {
            assertThat(NameLeaks.find(problem, user)).as("the real name or a leak term").isEmpty();
        }
        if (condition.nameGiven() != AblationCondition.NameGiven.WRONG) {
            assertThat(user).doesNotContain(problem.wrongName());
        }
        if (condition.nameGiven() != AblationCondition.NameGiven.FAKE) {
            assertThat(user).doesNotContain(problem.fakeName());
        }

        switch (condition.specGiven()) {
            case CORRECT:
                assertThat(user).contains("Specification:\n" + problem.spec() + "\n").doesNotContain(problem.wrongSpec());
                break;
            case WRONG:
                assertThat(user).contains("Specification:\n" + problem.wrongSpec() + "\n").doesNotContain(problem.spec());
                break;
            default:
                assertThat(user).doesNotContain("Specification:", problem.spec(), problem.wrongSpec());
        }
    }

    @TestFactory
    Stream<DynamicTest> conditionsDifferOnlyInTheNameLineAndTheSpecification() {
        return problems.stream().map(problem -> DynamicTest.dynamicTest(problem.id(), () -> {
            for (Language language : Language.values()) {
                String withName = prompts.render(problem, AblationCondition.NAME_SPEC, language).user();
                for (AblationCondition renamed : List.of(AblationCondition.SPEC_ONLY, AblationCondition.WRONG_NAME,
                        AblationCondition.FAKE_NAME)) {
                    assertThat(afterFirstLine(prompts.render(problem, renamed, language).user()))
                            .as("%s against name-spec", renamed.id()).isEqualTo(afterFirstLine(withName));
                }
                assertThat(prompts.render(problem, AblationCondition.WRONG_SPEC, language).user())
                        .isEqualTo(withName.replace(problem.spec(), problem.wrongSpec()));
                assertThat(prompts.render(problem, AblationCondition.NAME_FORMAT, language).user())
                        .isEqualTo(withName.replace("Specification:\n" + problem.spec() + "\n", "")
                                .replace("• " + problem.format() + "\n",
                                        "• " + AblationCondition.NAME_FORMAT.format(problem) + "\n"));
            }
        }));
    }

    @Test
    void novelProblemsArePosedUnderAllSixConditionsAndKnownOnesWithAndWithoutTheirName() {
        assertThat(AblationCondition.posedFor(problem("bridge-tree"))).containsExactly(AblationCondition.values());
        assertThat(AblationCondition.posedFor(problem("kadane")))
                .containsExactly(AblationCondition.NAME_SPEC, AblationCondition.SPEC_ONLY);
    }

    @Test
    void conditionIdsAndLabelsFollowTable10() {
        assertThat(Arrays.stream(AblationCondition.values()).map(AblationCondition::label)).containsExactly(
                "Name+Format", "Name+Spec", "Spec Only", "Wrong Name", "Fake Name", "Wrong Spec (moderate)");
        for (AblationCondition condition : AblationCondition.values()) {
            assertThat(AblationCondition.byId(condition.id())).contains(condition);
        }
        assertThat(AblationCondition.byId("zero-shot")).isEmpty();
    }

    private static String afterFirstLine(String text) {
        return text.substring(text.indexOf('\n') + 1);
    }
}
