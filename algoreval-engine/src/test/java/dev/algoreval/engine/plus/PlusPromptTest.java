package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.pipeline.Evaluator;
import org.junit.jupiter.api.Test;

/**
 * The prompt of each condition: under plus the paper's prompt, byte for byte, with one block before the
 * runtime constraints (where the paper puts its added blocks) holding the exact signature and the
 * variant's input contract; under hint the paper's Figure 6 (the dataset's PromptRendererTest checks its layout).
 */
class PlusPromptTest {
    private final Evaluator evaluator = new Evaluator(PromptRenderer.load(), null,
            new PlusRunner(Interfaces.load(), null));

    @Test
    void plusInsertsOneBlockWithTheSignatureAndTheContractBeforeTheRuntimeConstraints() {
        Instance instance = Dataset.load().instance("bridge-finding/python/edge_list").orElseThrow();
        PromptRenderer renderer = PromptRenderer.load();
        Prompt zeroShot = evaluator.prompt(instance, Condition.ZERO_SHOT);
        Prompt plus = evaluator.prompt(instance, Condition.PLUS);

        assertThat(zeroShot).isEqualTo(renderer.render(instance));
        assertThat(plus.system()).isEqualTo(zeroShot.system());
        String beforeFooter = zeroShot.user().substring(0, zeroShot.user().length() - renderer.footer().length());
        assertThat(plus.user()).startsWith(beforeFooter).endsWith("\n" + renderer.footer());
        String section = plus.user().substring(beforeFooter.length(), plus.user().length() - renderer.footer().length());
        assertThat(section).startsWith("Further hidden tests call your code directly")
                .contains("```python\ndef findBridges(V: int, edges: list[tuple[int, int]]) -> list[tuple[int, int]]")
                .contains("```\n" + PlusPrompt.CONTRACT_HEADING + "\n• The graph is undirected")
                .contains("• An edge with a parallel copy is never a bridge");
    }

    @Test
    void aClassApiIsShownWholeInTheBlock() {
        Instance instance = Dataset.load().instance("hopcroft-karp/python/edge_list").orElseThrow();
        assertThat(evaluator.prompt(instance, Condition.PLUS).user()).contains("```python\nclass BipGraph:")
                .contains("def addEdge(self, u: int, v: int) -> None").contains("def hopcroftKarp(self) -> int");
    }

    @Test
    void everyContractSentenceIsInThePlusPromptOfEveryLanguage() {
        Interfaces interfaces = Interfaces.load();
        int checked = 0;
        for (Instance instance : Dataset.load().instances()) {
            if (interfaces.of(instance).isEmpty()) {
                continue;
            }
            String user = evaluator.prompt(instance, Condition.PLUS).user();
            for (String sentence : interfaces.contract(instance.algorithm().id(), instance.variant().representation())
                    .sentences()) {
                assertThat(user).as(instance.id()).contains("• " + sentence + "\n");
                checked++;
            }
        }
        assertThat(checked).as("contract sentences checked").isPositive();
    }

    @Test
    void hintInsertsTheAlgorithmsHintAndNothingElse() {
        Instance instance = Dataset.load().instance("hopcroft-karp/go/adj_list").orElseThrow();
        Prompt hint = evaluator.prompt(instance, Condition.HINT);
        assertThat(hint).isEqualTo(PromptRenderer.load().renderWithHint(instance,
                dev.algoreval.dataset.Hints.of("hopcroft-karp").orElseThrow()));
        assertThat(hint.user()).isNotEqualTo(evaluator.prompt(instance, Condition.ZERO_SHOT).user())
                .contains("Algorithmic hint:\nPseudocode:");
    }

    @Test
    void everyLanguagesSectionFencesItsOwnSignature() {
        Instance instance = Dataset.load().instance("dijkstra/rust/edge_list").orElseThrow();
        String section = evaluator.prompt(instance, Condition.PLUS).user();
        assertThat(section).contains("through exactly this Rust interface").contains("```rust\n")
                .contains("fn dijkstra(");
    }
}
