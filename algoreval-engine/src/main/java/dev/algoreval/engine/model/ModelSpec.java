package dev.algoreval.engine.model;

/**
 * A model as the registry knows it: the name users type, the id the server expects, whether it is a
 * closed API model (which needs a key) and its default generation settings.
 */
public record ModelSpec(String name, String apiModelId, boolean closedApi, GenerationSettings settings) {
}
