package dev.algoreval.engine.pipeline.condition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.plus.PlusRunner;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PromptConditionsTest {
    private final PromptConditions conditions = new PromptConditions(PromptRenderer.load(),
            new PlusRunner(Interfaces.load(), null), Optional.empty());

    @Test
    void everyConditionHasExactlyItsOwnType() {
        for (Condition condition : Condition.values()) {
            assertThat(conditions.of(condition).condition()).isEqualTo(condition);
        }
    }

    @Test
    void onlyPlusScoresTheHiddenTests() {
        assertThat(Arrays.stream(Condition.values()).filter(c -> conditions.of(c).scoresHiddenTests()))
                .containsExactly(Condition.PLUS);
    }

    @Test
    void whatEachConditionRecords() {
        Instance kmp = Dataset.load().instance("kmp/c/default").orElseThrow();
        assertThat(conditions.of(Condition.ZERO_SHOT).context(kmp)).isEmpty();
        assertThat(conditions.of(Condition.PLUS).context(kmp)).isEmpty();
        assertThat(conditions.of(Condition.HINT).context(kmp)).contains("hint algoreval/algorithms/kmp/hint.md");
        assertThatThrownBy(() -> conditions.of(Condition.SNIPPET).context(kmp))
                .hasMessageContaining("the snippet condition has no corpus");
        assertThat(conditions.of(Condition.ABLATION_FAKE_NAME).context(kmp).orElseThrow()).startsWith("ablation ");
    }

    @Test
    void anAblationTypeIsOnlyForTheAblationsConditions() {
        assertThatThrownBy(() -> new Ablation(Condition.PLUS, () -> null)).hasMessageContaining("not an ablation condition");
    }
}
