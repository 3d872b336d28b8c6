package dev.algoreval.engine.cli;

import dev.algoreval.engine.config.EngineVersion;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}: the engine build that would score, the same string every results line records. */
public final class EngineVersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"AlgoREval-J engine " + EngineVersion.get()};
    }
}
