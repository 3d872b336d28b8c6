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
 * The prompt of each condition: under plus the paper's prompt, byte for byte, followed by one section
 * with the exact signature; under hint the paper's Figure 6 (the dataset's PromptRendererTest checks its layout).
 */
class PlusPromptTest {
    private final Evaluator evaluator = new Evaluator(PromptRenderer.load(), null,
            new PlusRunner(Interfaces.load(), null));

    @Test
    void plusAppendsOneSectionWithTheRenderedSignatureToTheUnchangedPaperPrompt() {
        Instance instance = Dataset.load().instance("hopcroft-karp/python/edge_list").orElseThrow();
        Prompt zeroShot = evaluator.prompt(instance, Condition.ZERO_SHOT);
        Prompt plus = evaluator.prompt(instance, Condition.PLUS);

        assertThat(zeroShot).isEqualTo(PromptRenderer.load().render(instance));
        assertThat(plus.system()).isEqualTo(zeroShot.system());
        assertThat(plus.user()).startsWith(zeroShot.user());
        String section = plus.user().substring(zeroShot.user().length());
        assertThat(section).startsWith("\n\nFurther hidden tests call your code directly")
                .contains("```python\nclass BipGraph:")
                .contains("def addEdge(self, u: int, v: int) -> None")
                .contains("def hopcroftKarp(self) -> int")
                .endsWith("\n```");
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
        String section = evaluator.prompt(instance, Condition.PLUS).user()
                .substring(evaluator.prompt(instance, Condition.ZERO_SHOT).user().length());
        assertThat(section).contains("through exactly this Rust interface").contains("```rust\n")
                .contains("fn dijkstra(");
    }
}
