package dev.algoreval.engine.snippet;

import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code --base-url}: an API the token may be sent to, which means https, or plain http to a test server on this
 * machine, so that the token never crosses a network in clear.
 */
final class SafeBaseUrl implements ITypeConverter<URI> {
    @Override
    public URI convert(String text) {
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw new TypeConversionException("'" + text + "' is not a URL");
        }
        if (uri.getHost() == null || uri.getScheme() == null) {
            throw new TypeConversionException("'" + text + "' is not an absolute http(s) URL");
        }
        if (uri.getScheme().equalsIgnoreCase("https")) {
            return uri;
        }
        if (uri.getScheme().equalsIgnoreCase("http")) {
            if (loopback(uri.getHost())) {
                return uri;
            }
            throw new TypeConversionException("'" + text + "' must be https (plain http only to this machine), "
                    + "so that the token is not sent in clear");
        }
        throw new TypeConversionException("'" + text + "' is not an absolute http(s) URL");
    }

    private static boolean loopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
