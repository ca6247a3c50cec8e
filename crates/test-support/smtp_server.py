"""A local SMTP server for tests: requires AUTH (without TLS) as the given user and password
(none when USER is empty), and appends every message it accepts to a JSON-lines file.

    python3 smtp_server.py PORT USER PASSWORD OUTFILE

Prints "ready" once it listens; stops when its standard input closes, or, with SMTP_FOREVER
set in the environment, when it is killed.
"""
import json
import os
import signal
import sys

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

port, user, password, out = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]


class Handler:
    async def handle_DATA(self, server, session, envelope):
        with open(out, "a", encoding="utf-8") as f:
            f.write(json.dumps({
                "from": envelope.mail_from,
                "to": envelope.rcpt_tos,
                "data": envelope.content.decode("utf-8", "replace"),
            }) + "\n")
        return "250 Message accepted for delivery"


def authenticator(server, session, envelope, mechanism, auth_data):
    ok = (
        isinstance(auth_data, LoginPassword)
        and auth_data.login.decode() == user
        and auth_data.password.decode() == password
    )
    # handled=False: aiosmtpd answers "535 ... credentials invalid" itself.
    return AuthResult(success=ok, handled=False)


import warnings

warnings.simplefilter("ignore")  # AUTH without TLS is the point: a stand-in on loopback.

controller = Controller(
    Handler(),
    hostname="127.0.0.1",
    port=port,
    authenticator=authenticator if user else None,
    auth_required=bool(user),
    auth_require_tls=False,
)
controller.start()
print("ready", flush=True)
if os.environ.get("SMTP_FOREVER"):
    signal.pause()
else:
    sys.stdin.read()
controller.stop()
