package dev.algoreval.engine.training;

import dev.algoreval.engine.api.Condition;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --condition} whose prompts an export renders. Snippet prompts need the user's corpus and the
 * ablation's conditions ask their own problems, not the instances, so neither can be exported.
 */
final class ExportCondition {
    @Option(names = "--condition", paramLabel = "zero-shot|plus|hint", defaultValue = "zero-shot",
            converter = Exportable.class, description = "the prompts' condition")
    Condition condition;

    static final class Exportable implements ITypeConverter<Condition> {
        @Override
        public Condition convert(String id) {
            return Condition.byId(id).filter(c -> c == Condition.ZERO_SHOT || c == Condition.PLUS || c == Condition.HINT)
                    .orElseThrow(() -> new TypeConversionException("must be zero-shot, plus or hint, not '" + id + "'"));
        }
    }
}
