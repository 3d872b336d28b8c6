package dev.algoreval.engine.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The paper's 15 models (Table 6) with their generation settings (Table 7). A name matches the short
 * name ({@code QwQ-32B}) or the server id ({@code Qwen/QwQ-32B}), ignoring case; any other name is
 * passed to the server as-is with the open-weight settings.
 */
public final class ModelRegistry {
    private static final List<ModelSpec> MODELS = List.of(
            open("CodeGemma-7B", "google/codegemma-7b-it", false),
            open("CodeLlama-34B", "codellama/CodeLlama-34b-Instruct-hf", false),
            open("Codestral-22B", "mistralai/Codestral-22B-v0.1", false),
            open("DeepSeek-Coder-33B", "deepseek-ai/deepseek-coder-33b-instruct", false),
            open("DeepSeek-R1-Llama-8B", "deepseek-ai/DeepSeek-R1-Distill-Llama-8B", true),
            open("DeepSeek-R1-Qwen-14B", "deepseek-ai/DeepSeek-R1-Distill-Qwen-14B", true),
            closed("GPT-4.1-mini", "gpt-4.1-mini-2025-04-14"),
            closed("GPT-4o-mini", "gpt-4o-mini-2024-07-18"),
            open("gpt-oss-20B", "openai/gpt-oss-20b", false),
            open("Llama-3.1-8B", "meta-llama/Llama-3.1-8B-Instruct", false),
            open("Phi-4", "microsoft/phi-4", false),
            open("QwQ-32B", "Qwen/QwQ-32B", true),
            open("Qwen2.5-7B", "Qwen/Qwen2.5-7B-Instruct", false),
            open("StarCoder2-15B", "bigcode/starcoder2-15b-instruct-v0.1", false),
            open("Yi-Coder-9B", "01-ai/Yi-Coder-9B-Chat", false));

    private ModelRegistry() {
    }

    public static List<ModelSpec> models() {
        return MODELS;
    }

    public static Optional<ModelSpec> known(String name) {
        String key = name.toLowerCase(Locale.ROOT);
        return MODELS.stream()
                .filter(m -> m.name().toLowerCase(Locale.ROOT).equals(key) || m.apiModelId().toLowerCase(Locale.ROOT).equals(key))
                .findFirst();
    }

    /** The registry's entry, or a pass-through of an unknown name with the open-weight settings. */
    public static ModelSpec lookup(String name) {
        return known(name).orElseGet(() -> new ModelSpec(name, name, false, GenerationSettings.openWeight(false)));
    }

    private static ModelSpec open(String name, String id, boolean thinking) {
        return new ModelSpec(name, id, false, GenerationSettings.openWeight(thinking));
    }

    private static ModelSpec closed(String name, String id) {
        return new ModelSpec(name, id, true, GenerationSettings.closedApi());
    }
}
