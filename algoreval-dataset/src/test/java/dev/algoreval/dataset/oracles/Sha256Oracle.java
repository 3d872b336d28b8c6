package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The JDK's MessageDigest "SHA-256" over the messages' ASCII bytes. */
public final class Sha256Oracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (String message : input.strings("messages")) {
            try {
                byte[] digest = MessageDigest.getInstance("SHA-256").digest(message.getBytes(StandardCharsets.US_ASCII));
                out.append(HexFormat.of().formatHex(digest)).append('\n');
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
        return out.toString();
    }
}
