package dev.algoreval.engine.model;

import static dev.algoreval.engine.model.OpenAiStubServer.completion;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.model.OpenAiStubServer.Reply;
import dev.algoreval.engine.MapConfiguration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Choosing and checking models at discovery: the registry, settings overrides, and clear errors. */
class ModelsTest {

    @Test
    void theRegistryHasThePapersFifteenModelsWithTable7Settings() {
        assertThat(ModelRegistry.models()).hasSize(15);
        ModelSpec qwq = ModelRegistry.lookup("qwq-32b");
        assertThat(qwq.apiModelId()).isEqualTo("Qwen/QwQ-32B");
        assertThat(qwq.settings().asMap()).containsEntry("temperature", 0.0).containsEntry("top_p", 1.0)
                .containsEntry("max_tokens", 32_768).containsEntry("thinking_budget", 32_768);
        ModelSpec mini = ModelRegistry.lookup("GPT-4o-mini");
        assertThat(mini.closedApi()).isTrue();
        assertThat(mini.settings().asMap()).containsEntry("temperature", 0.7).containsEntry("max_tokens", 8_192)
                .doesNotContainKey("top_p");
        assertThat(ModelRegistry.lookup("meta-llama/Llama-3.1-8B-Instruct").name()).isEqualTo("Llama-3.1-8B");
        ModelSpec unknown = ModelRegistry.lookup("my-org/my-finetune");
        assertThat(unknown.apiModelId()).isEqualTo("my-org/my-finetune");
        assertThat(unknown.closedApi()).isFalse();
    }

    @Test
    void everySettingCanBeOverridden() throws Exception {
        try (OpenAiStubServer server = new OpenAiStubServer(List.of("Qwen/QwQ-32B"), r -> Reply.ok(completion("x")))) {
            ModelClient model = single(Map.of("model", "QwQ-32B", "algoreval.baseUrl", server.baseUrl(),
                    "algoreval.temperature", "0.6", "algoreval.topP", "0.95", "algoreval.maxTokens", "40000",
                    "algoreval.seed", "7", "algoreval.reasoningEffort", "low", "algoreval.cache", "off"), Map.of());

            assertThat(model.provenance()).containsEntry("api_model", "Qwen/QwQ-32B");
            assertThat(model.provenance().get("settings")).isEqualTo(Map.of("temperature", 0.6, "top_p", 0.95,
                    "max_tokens", 40_000, "thinking_budget", 32_768, "reasoning_effort", "low", "seed", 7L));
        }
    }

    @Test
    void aClosedApiModelWithoutAKeyIsRefusedAtDiscovery() {
        assertThatThrownBy(() -> single(Map.of("model", "GPT-4.1-mini"), Map.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("GPT-4.1-mini").hasMessageContaining("api.openai.com").hasMessageContaining("OPENAI_API_KEY");
    }

    @Test
    void aBadUrlIsRefusedNamingTheKey() {
        assertThatThrownBy(() -> single(Map.of("model", "Phi-4", "algoreval.baseUrl", "localhost:8000"), Map.of()))
                .hasMessageContaining("algoreval.baseUrl").hasMessageContaining("http(s) URL");
        assertThatThrownBy(() -> single(Map.of("model", "Phi-4"), Map.of("OPENAI_BASE_URL", "ftp://x")))
                .hasMessageContaining("OPENAI_BASE_URL");
    }

    @Test
    void anUnreachableEndpointIsRefusedAtDiscovery() throws Exception {
        String url = "http://127.0.0.1:" + OpenAiChatModelTest.freePort() + "/v1";
        assertThatThrownBy(() -> single(Map.of("model", "Phi-4", "algoreval.baseUrl", url), Map.of()))
                .hasMessageContaining("cannot reach the model endpoint " + url).hasMessageContaining("Connection refused");
    }

    @Test
    void severalReplicasMayBeGivenAndOneThatIsDownAtTheStartIsOnlyAWarning() throws Exception {
        String down = "http://127.0.0.1:" + OpenAiChatModelTest.freePort() + "/v1";
        try (OpenAiStubServer server = new OpenAiStubServer(List.of("microsoft/phi-4"), r -> Reply.ok(completion("x")))) {
            ModelClient model = single(Map.of("model", "Phi-4", "algoreval.baseUrl", server.baseUrl() + ", " + down,
                    "algoreval.cache", "off"), Map.of());

            assertThat(model.generate(Dataset.load().instance("kmp/python/default").orElseThrow(),
                    new Prompt("s", "u"), 0).content()).isEqualTo("x");
        }
        assertThatThrownBy(() -> single(Map.of("model", "Phi-4", "algoreval.baseUrl", down + "," + down), Map.of()))
                .hasMessageContaining("algoreval.baseUrl names " + down + " twice");
        String alsoDown = "http://127.0.0.1:" + OpenAiChatModelTest.freePort() + "/v1";
        assertThatThrownBy(() -> single(Map.of("model", "Phi-4", "algoreval.baseUrl", down + " " + alsoDown), Map.of()))
                .as("no replica answers").hasMessageContaining("cannot reach the model endpoint " + down);
    }

    @Test
    void aModelTheServerDoesNotServeIsRefusedListingWhatItServes() throws Exception {
        try (OpenAiStubServer server = new OpenAiStubServer(List.of("Qwen/Qwen2.5-7B-Instruct", "openai/gpt-oss-20b"),
                r -> Reply.ok(completion("x")))) {
            assertThatThrownBy(() -> single(Map.of("model", "Phi-4", "algoreval.baseUrl", server.baseUrl()), Map.of()))
                    .hasMessageContaining("does not serve the model 'microsoft/phi-4'")
                    .hasMessageContaining("Qwen/Qwen2.5-7B-Instruct").hasMessageContaining("openai/gpt-oss-20b");
            assertThat(single(Map.of("model", "gpt-oss-20b", "algoreval.cache", "off"), Map.of("OPENAI_BASE_URL", server.baseUrl()))
                    .name()).isEqualTo("gpt-oss-20b");
        }
    }

    @Test
    void anUnusableCacheIsRefusedAtDiscoveryBeforeTheEndpointIsAsked(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("cache"), "a file, not a directory");
        String unreachable = "http://127.0.0.1:" + OpenAiChatModelTest.freePort() + "/v1";
        assertThatThrownBy(() -> single(Map.of("model", "Phi-4", "algoreval.baseUrl", unreachable,
                "algoreval.cache", file.toString()), Map.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("algoreval.cache").hasMessageContaining(file.toString())
                .hasMessageContaining("exists and is not a directory");
    }

    @Test
    void replayWarnsOnceAboutRecordedInstancesTheDatasetDoesNotHave(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("responses.jsonl"), """
                {"instance": "kmp/rust/default", "response": "x"}
                {"instance": "kmp/rust/defualt", "response": "x"}
                """);
        List<String> warnings = new ArrayList<>();
        ModelClient replay = Models.create(AlgorevalConfiguration.from(new MapConfiguration(Map.of("model", "replay",
                "algoreval.replay", file.toString()))), Map.of(), warnings::add).get("replay");

        assertThat(replay.skipReason(Dataset.load().instance("kmp/rust/default").orElseThrow())).isEmpty();
        assertThat(warnings).containsExactly("replay file " + file
                + ": 1 line names an instance not in the dataset, ignored (line 2: kmp/rust/defualt)");
    }

    private static ModelClient single(Map<String, String> parameters, Map<String, String> environment) {
        return Models.create(AlgorevalConfiguration.from(new MapConfiguration(parameters)), environment).values()
                .iterator().next();
    }
}
