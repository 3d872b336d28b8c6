package dev.algoreval.engine.pipeline.condition;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.snippet.SnippetCorpus;
import dev.algoreval.engine.snippet.SnippetPrompt;
import java.util.Optional;

/**
 * The paper's +snippet (Figure 7): an implementation from the user's corpus in the hint's place, or the
 * zero-shot prompt where the corpus has none, which the result line records.
 */
record Snippet(PromptRenderer prompts, Optional<SnippetCorpus> corpus) implements PromptCondition {
    @Override
    public Condition condition() {
        return Condition.SNIPPET;
    }

    @Override
    public Prompt prompt(Instance instance) {
        return snippet(instance).map(s -> prompts.renderWithBlock(instance, SnippetPrompt.block(instance.language(),
                s.code()))).orElseGet(() -> prompts.render(instance));
    }

    @Override
    public Optional<String> context(Instance instance) {
        return Optional.of(snippet(instance).map(s -> "snippet " + s.source())
                .orElse("no snippet in the corpus: zero-shot prompt"));
    }

    private Optional<SnippetCorpus.Snippet> snippet(Instance instance) {
        return corpus.orElseThrow(() -> new IllegalStateException("the snippet condition has no corpus"))
                .snippet(instance);
    }
}
