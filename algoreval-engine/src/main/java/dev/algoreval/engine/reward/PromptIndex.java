package dev.algoreval.engine.reward;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.pipeline.Evaluator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which instance and condition a prompt belongs to, for trainers that send the prompt a completion answered
 * but not the instance id (OpenRLHF without {@code --label_key}) or not the condition (OpenRLHF). The trainer sends the prompt after its chat template,
 * so the index looks for each instance's user message inside the text rather than for equal strings.
 * Conditions whose prompt depends on the user's files ({@code snippet}) or on other problems (the ablation)
 * are not indexed.
 */
final class PromptIndex {
    private static final List<Condition> INDEXED = List.of(Condition.ZERO_SHOT, Condition.PLUS, Condition.HINT);

    private record Entry(String user, Rewarder.PromptMatch match) {
    }

    /** Longest first: where one message contains another, the longer is the more specific match. */
    private final List<Entry> entries;

    private PromptIndex(List<Entry> entries) {
        this.entries = entries;
    }

    static PromptIndex of(Dataset dataset, Evaluator evaluator) {
        List<Entry> entries = new ArrayList<>();
        for (Instance instance : dataset.instances()) {
            for (Condition condition : INDEXED) {
                try {
                    // Stripped: chat templates commonly trim message contents.
                    entries.add(new Entry(evaluator.prompt(instance, condition).user().strip(),
                            new Rewarder.PromptMatch(instance.id(), condition)));
                } catch (IllegalStateException e) {
                    // No prompt under this condition (no hidden-test interface, no hint): nothing to find.
                }
            }
        }
        entries.sort(Comparator.comparingInt((Entry e) -> e.user().length()).reversed());
        return new PromptIndex(List.copyOf(entries));
    }

    Optional<Rewarder.PromptMatch> find(String text) {
        for (Entry entry : entries) {
            if (text.contains(entry.user())) {
                return Optional.of(entry.match());
            }
        }
        return Optional.empty();
    }
}
