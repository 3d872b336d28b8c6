package dev.algoreval.engine.model;

import com.fasterxml.jackson.databind.JsonNode;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.engine.model.OpenAiStubServer.Reply;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Answers each benchmark prompt with the instance's reference solution, as a perfect model would, after
 * a fixed delay: the server side of the pipelining tests and benchmark.
 */
public final class ReferenceAnswers implements Function<JsonNode, Reply> {
    private final Map<String, Instance> byPrompt = new HashMap<>();
    private final Duration delay;

    public ReferenceAnswers(Dataset dataset, Duration delay) {
        PromptRenderer prompts = PromptRenderer.load();
        dataset.instances().forEach(instance -> byPrompt.put(prompts.render(instance).user(), instance));
        this.delay = delay;
    }

    /** The instance whose prompt a chat request carries. */
    public Optional<Instance> instanceOf(JsonNode request) {
        return Optional.ofNullable(byPrompt.get(request.path("messages").path(1).path("content").asText()));
    }

    @Override
    public Reply apply(JsonNode request) {
        return instanceOf(request)
                .map(instance -> Reply.ok(OpenAiStubServer.completion(
                        "Here it is.\n```" + instance.language().id() + "\n" + instance.referenceSolution() + "```\n")))
                .orElseGet(() -> new Reply(400, Map.of(), "{\"error\":{\"message\":\"unknown prompt\"}}", Duration.ZERO))
                .after(delay);
    }
}
