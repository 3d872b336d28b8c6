package dev.algoreval.engine.pipeline.condition;

import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.dataset.ablation.AblationPrompts;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.plus.PlusRunner;
import dev.algoreval.engine.snippet.SnippetCorpus;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/** Every condition's type, one entry each; a condition without one is a programming error found at start. */
public final class PromptConditions {
    private final Map<Condition, PromptCondition> byCondition = new EnumMap<>(Condition.class);

    public PromptConditions(PromptRenderer prompts, PlusRunner plus, Optional<SnippetCorpus> snippets) {
        Supplier<AblationPrompts> ablation = memoized(() -> new AblationPrompts(prompts));
        List<PromptCondition> all = new ArrayList<>(List.of(new ZeroShot(prompts), new Plus(prompts, plus),
                new Hint(prompts), new Snippet(prompts, snippets)));
        for (Condition condition : Condition.values()) {
            if (condition.ablation().isPresent()) {
                all.add(new Ablation(condition, ablation));
            }
        }
        for (PromptCondition c : all) {
            if (byCondition.put(c.condition(), c) != null) {
                throw new IllegalStateException("two types for the condition " + c.condition().id());
            }
        }
        for (Condition condition : Condition.values()) {
            if (!byCondition.containsKey(condition)) {
                throw new IllegalStateException("the condition " + condition.id() + " has no PromptCondition");
            }
        }
    }

    public PromptCondition of(Condition condition) {
        return byCondition.get(condition);
    }

    /** The ablation's prompts read once, on first use (most runs never ask for them). */
    private static <T> Supplier<T> memoized(Supplier<T> make) {
        return new Supplier<>() {
            private volatile T value;

            @Override
            public T get() {
                T v = value;
                if (v == null) {
                    synchronized (this) {
                        if (value == null) {
                            value = make.get();
                        }
                        v = value;
                    }
                }
                return v;
            }
        };
    }
}
