<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Scenarios</name>
    <message>
        <location filename="../ui/scenario_texts.py" line="17"/>
        <source>The bounded buffer</source>
        <translation>El búfer acotado</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="18"/>
        <source>maxsize 3, one worker, 1 s tasks arriving every 0.25 s: the queue fills, and the producer has to wait for room (back-pressure). Nothing is lost: every task gets in once there is room.</source>
        <translation>maxsize 3, un trabajador, tareas de 1 s que llegan cada 0,25 s: la cola se llena y el productor tiene que esperar a que haya sitio (contrapresión). No se pierde nada: cada tarea entra en cuanto hay sitio.</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="24"/>
        <source>A burst for three workers</source>
        <translation>Una ráfaga para tres trabajadores</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="25"/>
        <source>20 sleeping tasks of mixed lengths arrive at once; three workers share the queue. They start in FIFO order but finish out of it.</source>
        <translation>Llegan a la vez 20 tareas dormidas de distinta duración; tres trabajadores comparten la cola. Empiezan en orden FIFO, pero terminan fuera de él.</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="30"/>
        <source>Queue disciplines on the same workload</source>
        <translation>Disciplinas de cola con la misma carga</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="31"/>
        <source>One worker, 12 tasks of 0.15 s arriving every 0.1 s: work arrives faster than it is done, so a backlog builds. Every third task is urgent (priority 1, the others 5). Run it under FIFO, LIFO and Priority (Compare): FIFO serves in arrival order and every wait grows a little; LIFO serves the newest first, so the first tasks wait until the very end (starvation); Priority serves the urgent tasks at once and makes the others wait longer.</source>
        <translation>Un trabajador, 12 tareas de 0,15 s que llegan cada 0,1 s: el trabajo llega más deprisa de lo que se hace, así que se acumula. Una de cada tres tareas es urgente (prioridad 1; las demás, 5). Ejecútalo con FIFO, LIFO y Prioridad (Comparar): FIFO atiende por orden de llegada y cada espera crece un poco; LIFO atiende primero la más reciente, así que las primeras tareas esperan hasta el final (inanición); Prioridad atiende enseguida las urgentes y hace esperar más a las demás.</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="40"/>
        <source>Failure-heavy run</source>
        <translation>Una ejecución llena de fallos</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="41"/>
        <source>Half the tasks raise ValueError, one every 0.3 s, on two workers. Each failure is reported (red, with its traceback) and the worker takes the next task every time.</source>
        <translation>La mitad de las tareas lanzan ValueError, una cada 0,3 s, con dos trabajadores. Cada fallo se informa (en rojo, con su traza) y el trabajador toma la siguiente tarea cada vez.</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="46"/>
        <source>The lesson&apos;s example</source>
        <translation>El ejemplo de la lección</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="47"/>
        <source>Task A (2 s), Task B (1 s), the failing task, Task C (1 s) on one worker. Watch FIFO order, and the failure not stopping the worker.</source>
        <translation>Task A (2 s), Task B (1 s), la tarea que falla y Task C (1 s) con un trabajador. Observa el orden FIFO y cómo el fallo no detiene al trabajador.</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="52"/>
        <source>A race condition you can see</source>
        <translation>Una condición de carrera que se ve</translation>
    </message>
    <message>
        <location filename="../ui/scenario_texts.py" line="53"/>
        <source>Four workers, each running tasks that add 1 to a shared counter 2,000 times. race reads the counter, lets another thread run, then writes back: two workers read the same value and one update is lost. race_locked does the same under a threading.Lock, so only one worker at a time is between its read and its write. Watch the race panel: the locked counter is exact, the unsafe one loses updates.</source>
        <translation>Cuatro trabajadores ejecutan tareas que suman 1 a un contador compartido 2.000 veces. race lee el contador, deja que corra otro hilo y luego escribe: dos trabajadores leen el mismo valor y se pierde una actualización. race_locked hace lo mismo con un threading.Lock, así que solo un trabajador a la vez está entre su lectura y su escritura. Mira el panel de carreras: el contador con candado es exacto; el inseguro pierde actualizaciones.</translation>
    </message>
</context>
</TS>
