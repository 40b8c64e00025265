package org.lnetscope.sim.lnet;

/** The negative errnos the code paths pass around, with their Linux x86_64 values. */
public final class Errno {
    public static final int EIO = -5;
    public static final int ENOMEM = -12;
    public static final int EPROTO = -71;
    public static final int ENETDOWN = -100;
    public static final int ECONNABORTED = -103;
    public static final int ECONNRESET = -104;
    public static final int ETIMEDOUT = -110;
    public static final int ECONNREFUSED = -111;
    public static final int EHOSTUNREACH = -113;
    public static final int ESTALE = -116;
    public static final int ECANCELED = -125;

    private Errno() {
    }
}
